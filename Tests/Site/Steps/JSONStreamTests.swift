@testable import BuildSteps
import Foundation
import SiteInfrastructure
import XCTest

final class JSONStreamTests: XCTestCase {
    func test_member_severalMembers_areOneObjectInTheOrderGiven() throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)

        try sut.member("zeta", ["b": 2, "a": 1])
        try sut.member("alfa", "texto")
        try sut.finish()

        XCTAssertEqual(written.text, "{\"zeta\":{\"a\":1,\"b\":2},\"alfa\":\"texto\"}\n")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(written.text.utf8)) as? [String: Any])
    }

    func test_array_elementsOfSeveralChunks_areOneArrayInTheirOrder() async throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)

        try await sut.array("items", chunks: [[Item(n: 1), Item(n: 2)], [Item(n: 3)]])
        try sut.finish()

        XCTAssertEqual(written.text, "{\"items\":[\n{\"n\":1},\n{\"n\":2},\n{\"n\":3}\n]}\n")
        let json = try JSONSerialization.jsonObject(with: Data(written.text.utf8)) as? [String: [[String: Int]]]
        XCTAssertEqual(json?["items"], [["n": 1], ["n": 2], ["n": 3]])
    }

    func test_array_largeChunksEncodedSideBySide_keepTheirElementsInOrder() async throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)
        let items = (0..<500).map(Item.init)

        try await sut.array("items", chunks: [items[..<250], items[250...]])
        try sut.finish()

        let json = try JSONSerialization.jsonObject(with: Data(written.text.utf8)) as? [String: [[String: Int]]]
        XCTAssertEqual(json?["items"]?.map { $0["n"] }, (0..<500).map { $0 })
    }

    func test_array_severalBatchesOfChunksSomeEmpty_isOneElementPerLineInOrder() async throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)
        let sizes = [3, 0, 1, 4, 0, 0, 2, 5, 1]
        let starts = sizes.reduce(into: [0]) { starts, size in starts.append(starts.last! + size) }
        let chunks = sizes.indices.map { (starts[$0]..<starts[$0 + 1]).map(Item.init) }

        try await sut.array("items", chunks: chunks, width: 2)
        try sut.finish()

        let lines = (0..<starts.last!).map { "{\"n\":\($0)}" }.joined(separator: ",\n")
        XCTAssertEqual(written.text, "{\"items\":[\n" + lines + "\n]}\n")
    }

    func test_arrayAndMember_mixed_keepTheOrderGiven() async throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)

        try await sut.array("tables", chunks: [[Item(n: 1)]])
        try sut.member("totals", Item(n: 9))
        try await sut.array("untraced", chunks: [[Item(n: 2)]])
        try sut.finish()

        XCTAssertEqual(written.text, "{\"tables\":[\n{\"n\":1}\n],\"totals\":{\"n\":9},\"untraced\":[\n{\"n\":2}\n]}\n")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(written.text.utf8)))
    }

    func test_array_noElements_isAValidEmptyArray() async throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)

        try await sut.array("none", chunks: [[Item]]())
        try await sut.array("emptyChunks", chunks: [[Item](), []])
        try sut.finish()

        let json = try JSONSerialization.jsonObject(with: Data(written.text.utf8)) as? [String: [Any]]
        XCTAssertEqual(json?["none"]?.count, 0)
        XCTAssertEqual(json?["emptyChunks"]?.count, 0)
    }

    func test_finish_withoutMembers_isAnEmptyObject() throws {
        let written = Written()
        let sut = try makeSUT(writingTo: written)

        try sut.finish()

        XCTAssertEqual(written.text, "{}\n")
    }

    func test_member_keyNeedingEscapes_isValidJSONAndKeepsSlashesAsTheyAre() throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)

        try sut.member("ruta \"rara\"", "login/01.md")
        try sut.finish()

        XCTAssertEqual(written.text, "{\"ruta \\\"rara\\\"\":\"login/01.md\"}\n")
        let json = try JSONSerialization.jsonObject(with: Data(written.text.utf8)) as? [String: String]
        XCTAssertEqual(json, ["ruta \"rara\"": "login/01.md"])
    }

    func test_array_stringsWithCommasBracketsQuotesAndBackslashes_breakLinesOnlyBetweenElements() async throws {
        let written = Written()
        var sut = try makeSUT(writingTo: written)
        let texts = ["a,b", "}],{[", "dice \"hola\", adiós", "barra \\", "\\\",", "[[1,2],{\"k\":3}]"]

        try await sut.array("texts", chunks: [texts.map { Text(text: $0, pairs: [[1, 2], [3]]) }])
        try sut.finish()

        let lines = written.text.split(separator: "\n", omittingEmptySubsequences: false)
        let elements = lines.dropFirst().prefix(texts.count).map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
        XCTAssertEqual(elements.map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }.compactMap { $0?["text"] as? String }, texts, written.text)
        let json = try JSONSerialization.jsonObject(with: Data(written.text.utf8)) as? [String: [[String: Any]]]
        XCTAssertEqual(json?["texts"]?.compactMap { $0["text"] as? String }, texts)
    }

    func test_init_failingAppend_throwsItsError() {
        XCTAssertThrowsError(try JSONStream(encoder: SortedKeysJSONEncoder()) { _ in throw AppendError() }) { error in
            XCTAssertTrue(error is AppendError, "\(error)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(writingTo written: Written) throws -> JSONStream {
        try JSONStream(encoder: SortedKeysJSONEncoder()) { written.text += $0 }
    }

    private struct Item: Encodable {
        let n: Int
    }

    private struct Text: Encodable {
        let text: String
        let pairs: [[Int]]
    }

    private struct AppendError: Error {}

    /// What the stream appended, in order.
    private final class Written {
        var text = ""
    }
}

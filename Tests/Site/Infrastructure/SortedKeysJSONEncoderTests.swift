import SiteCore
@testable import SiteInfrastructure
import Foundation
import TestSupport
import XCTest

final class SortedKeysJSONEncoderTests: XCTestCase {
    func test_encode_structsArraysOptionalsAndNumbers_isWhatJSONEncoderWrites() throws {
        let sut = makeSUT()
        let value = Report(
            zeta: "último",
            alpha: [Row(name: "a", line: -1, found: true, note: nil), Row(name: "b", line: .max, found: false, note: "nota")],
            Mixed: [[], [1, 2], [Int.min]],
            nested: Nested(path: "login/01.md", line: 12, missing: nil),
            empty: [],
            flags: [true, false],
            bytes: 255
        )

        XCTAssertEqual(try text(sut.encode(value)), try jsonEncoder(value))
    }

    func test_encode_stringsWithEveryEscapeAndAnyScalar_areWhatJSONEncoderWrites() throws {
        let sut = makeSUT()
        let pool: [Unicode.Scalar] = (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "ñ", "\u{2028}", "\u{FEFF}", "😀", "中", "/", "\\", "\""]
        var generator = SplitMix64(seed: 11)
        let texts = (0..<300).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 0...12, using: &generator)).map { _ in pool.randomElement(using: &generator)! }))
        }

        for text in texts {
            let value = Row(name: text, line: text.utf8.count, found: text.isEmpty, note: text)
            XCTAssertEqual(try self.text(sut.encode(value)), try jsonEncoder(value), text.debugDescription)
        }
    }

    func test_encode_fieldsInKeyOrderAroundFieldsOutOfIt_isWhatJSONEncoderWrites() throws {
        let sut = makeSUT()
        let row = Row(name: "n", line: 2, found: true, note: "x")
        let value = [
            InOrder(alpha: "a", beta: [row, row], gamma: InOrder(alpha: "b", beta: [], gamma: nil, omega: 1), omega: 3),
            InOrder(alpha: "c", beta: [], gamma: nil, omega: 4),
        ]

        XCTAssertEqual(try text(sut.encode(value)), try jsonEncoder(value))
        XCTAssertEqual(try text(sut.encode(Inside(value: value[0]))), try jsonEncoder(Inside(value: value[0])))
    }

    func test_encode_fieldsInKeyOrderOnceEmptyOrTwice_areWhatJSONEncoderWrites() throws {
        let sut = makeSUT()

        XCTAssertEqual(try text(sut.encode(Keyed(fields: []))), try jsonEncoder(Keyed(fields: [])))
        XCTAssertEqual(try text(sut.encode(Keyed(fields: [("a", 1), ("b", 2)], containerPerField: true))), try jsonEncoder(Keyed(fields: [("a", 1), ("b", 2)], containerPerField: true)))
        XCTAssertEqual(try text(sut.encode(Keyed(fields: [("line", 1), ("name", 2), ("name", 3)]))), try jsonEncoder(Keyed(fields: [("line", 1), ("name", 2), ("name", 3)])))
    }

    func test_encode_valueThatThrowsAndIsCaught_isLeftOut() throws {
        let sut = makeSUT()

        // `JSONEncoder` stops the program at the next field or element, so nothing to compare with.
        XCTAssertEqual(try text(sut.encode(Forgiving())), #"{"first":"a","last":[1]}"#)
        XCTAssertEqual(try text(sut.encode(ForgivingList())), "[1,3]")
    }

    func test_encode_keysNeedingOrderAndEscapes_sortAsJSONEncoderDoes() throws {
        let sut = makeSUT()
        let value = ["b": 1, "B": 2, "_": 3, "a10": 4, "a2": 5, "é": 6, "a": 7, "comilla \"": 8, "": 9]

        XCTAssertEqual(try text(sut.encode(value)), try jsonEncoder(value))
    }

    func test_encode_nameWrittenTwice_keepsTheLastValueAsJSONEncoderDoes() throws {
        let sut = makeSUT()

        XCTAssertEqual(try text(sut.encode(Twice())), try jsonEncoder(Twice()))
    }

    func test_encode_topLevelStringAndNil_areWhatJSONEncoderWrites() throws {
        let sut = makeSUT()
        let nothing: String? = nil

        XCTAssertEqual(try text(sut.encode("a/b")), try jsonEncoder("a/b"))
        XCTAssertEqual(try text(sut.encode(nothing)), try jsonEncoder(nothing))
    }

    func test_append_severalValues_appendsEachAfterWhatWasThere() throws {
        let sut = makeSUT()
        var bytes = Array("prefijo ".utf8)

        try sut.append(Nested(path: "a", line: 1, missing: nil), to: &bytes)
        try sut.append([2, 3], to: &bytes)

        XCTAssertEqual(text(bytes), "prefijo {\"line\":1,\"path\":\"a\"}[2,3]")
    }

    func test_encode_valuesJSONEncoderWritesItsOwnWay_throws() {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.encode(["x": 1.5]))
        XCTAssertThrowsError(try sut.encode([Date(timeIntervalSince1970: 0)]))
        XCTAssertThrowsError(try sut.encode(URL(fileURLWithPath: "/tmp")))
        XCTAssertThrowsError(try sut.encode(Data([1])))
        XCTAssertThrowsError(try sut.encode(Decimal(1)))
    }

    func test_encode_containersNestedByHandOrASuperEncoder_throws() {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.encode(NestedByHand()))
        XCTAssertThrowsError(try sut.encode([Status.failed(line: 3)]))
        XCTAssertThrowsError(try sut.encode(WithSuper()))
    }

    func test_encode_namesDifferingOnlyInNormalization_throws() {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.encode(Spellings(names: ["\u{E1}", "a\u{301}"])))
        XCTAssertThrowsError(try sut.encode(Spellings(names: ["a\u{301}", "\u{E1}"])), "in key order too")
    }

    func test_encode_valueThatEncodesNothing_throws() {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.encode(Nothing()))
    }

    func test_append_valueThatThrowsPartWay_leavesTheBytesAsTheyWere() {
        let sut = makeSUT()
        var bytes = Array("x".utf8)

        XCTAssertThrowsError(try sut.append([PartWay(name: "a", ratio: 0.5)], to: &bytes))

        XCTAssertEqual(text(bytes), "x")
    }

    // MARK: - Helpers

    private func makeSUT() -> SortedKeysJSONEncoder {
        SortedKeysJSONEncoder()
    }

    private func jsonEncoder(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private struct Report: Encodable {
        let zeta: String
        let alpha: [Row]
        let Mixed: [[Int]]
        let nested: Nested
        let empty: [Row]
        let flags: [Bool]
        let bytes: UInt8
    }

    private struct Row: Encodable {
        let name: String
        let line: Int
        let found: Bool
        let note: String?
    }

    /// Writes `missing` as `null`, as `code.json`'s types write what does not apply.
    private struct Nested: Encodable {
        let path: String
        let line: Int
        let missing: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            if path != "a" { try container.encode(missing, forKey: .missing) }
        }

        private enum CodingKeys: String, CodingKey { case path, line, missing }
    }

    /// Fields declared in key order: among them an array of structs whose fields are not, and a struct that is.
    private struct InOrder: Encodable {
        let alpha: String
        let beta: [Row]
        let gamma: Box?
        let omega: Int

        init(alpha: String, beta: [Row], gamma: InOrder?, omega: Int) {
            self.alpha = alpha
            self.beta = beta
            self.gamma = gamma.map(Box.init)
            self.omega = omega
        }

        /// Writes the struct it holds in its place.
        final class Box: Encodable {
            let value: InOrder
            init(_ value: InOrder) { self.value = value }
            func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
        }
    }

    /// A struct in key order as the value of one that is not.
    private struct Inside: Encodable {
        let value: InOrder
        let first = 0
    }

    private struct Twice: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("primero", forKey: .name)
            try container.encode(1, forKey: .line)
            try container.encode("segundo", forKey: .name)
        }

        private enum CodingKeys: String, CodingKey { case name, line }
    }

    private struct NestedByHand: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var nested = container.nestedUnkeyedContainer(forKey: .items)
            try nested.encode(1)
        }

        private enum CodingKeys: String, CodingKey { case items }
    }

    /// A name, then a number `JSONEncoder` writes its own way.
    private struct PartWay: Encodable {
        let name: String
        let ratio: Double
    }

    /// Synthesized: a case with values is a keyed container nested in another.
    private enum Status: Encodable {
        case passed
        case failed(line: Int)
    }

    private final class WithSuper: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .line)
            try "base".encode(to: container.superEncoder())
        }

        private enum CodingKeys: String, CodingKey { case line }
    }

    /// Two names one after the other, such as "á" composed and "a" with a combining accent: one
    /// name for Swift's `==`, two byte strings.
    private struct Spellings: Encodable {
        let names: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (value, name) in names.enumerated() {
                try container.encode(value, forKey: Key(stringValue: name))
            }
        }
    }

    /// Its fields as given, each name as it is; with `containerPerField`, a keyed container asked for each.
    private struct Keyed: Encodable {
        let fields: [(name: String, value: Int)]
        var containerPerField = false

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in fields {
                if containerPerField { container = encoder.container(keyedBy: Key.self) }
                try container.encode(value, forKey: Key(stringValue: name))
            }
        }
    }

    /// Goes on without a field whose value throws part way, as an `encode(to:)` may.
    private struct Forgiving: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("a", forKey: .first)
            try? container.encode(Failing(), forKey: .middle)
            try container.encode([1], forKey: .last)
        }

        private enum CodingKeys: String, CodingKey { case first, middle, last }
    }

    /// Goes on without an element whose value throws part way.
    private struct ForgivingList: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            try? container.encode(Failing())
            try container.encode(3)
        }
    }

    /// Writes a field, then throws, for any encoder.
    private struct Failing: Encodable {
        struct Failure: Error {}

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("b", forKey: .written)
            throw Failure()
        }

        private enum CodingKeys: String, CodingKey { case written }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }
}

import LessonsCore
import TestSupport
import XCTest

final class NaturalOrderTests: XCTestCase {
    func test_areInIncreasingOrder_withNumericPrefixes_comparesNumbersByValue() {
        let names = ["10-cierre.md", "2-application.md", "1-domain.md", "02-b.md"]

        let sorted = names.sorted(by: NaturalOrder.areInIncreasingOrder)

        XCTAssertEqual(sorted, ["1-domain.md", "2-application.md", "02-b.md", "10-cierre.md"])
    }

    func test_areInIncreasingOrder_ignoresCase() {
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("adr-001.md", "Bdd.md"))
    }

    func test_areInIncreasingOrder_withNamesBeyondASCII_comparesNumbersByValue() {
        let names = ["10-canción.md", "2-canción.md", "1-años.md", "02-ñu.md"]

        let sorted = names.sorted(by: NaturalOrder.areInIncreasingOrder)

        XCTAssertEqual(sorted, ["1-años.md", "2-canción.md", "02-ñu.md", "10-canción.md"])
    }

    func test_areInIncreasingOrder_withADigitCarryingAMark_readsItAsText() {
        // "2\u{301}" is one character, not a digit: the name is "1" then text, after "1-b".
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("1-b.md", "12\u{301}.md"))
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("12\u{301}.md", "2.md"))
    }

    func test_areInIncreasingOrder_onSeededASCIINames_ordersAsCuttingByCharacterDoes() {
        let alphabet = Array("aB0123456789-._/\r\n ") + ["\r\n"]
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 300 {
            var random = SplitMix64(seed: seed)
            let names = (0..<8).map { _ in
                String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                    + (Bool.random(using: &random) ? String(repeating: "9", count: 25) : "")
            }

            let sorted = names.sorted(by: NaturalOrder.areInIncreasingOrder)

            if sorted != names.sorted(by: Self.referenceOrder) { mismatches.append("seed \(seed): \(names.debugDescription)") }
        }

        XCTAssertEqual(mismatches, [])
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_261_206

    /// The order as names were cut before they were cut by bytes: by `Character`.
    private static func referenceOrder(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (referenceChunks(lhs.lowercased()), referenceChunks(rhs.lowercased()))
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case let (.number(x), .number(y)): return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            case let (.text(x), .text(y)): return x < y
            }
        }
        return left.count != right.count ? left.count < right.count : lhs < rhs
    }

    private enum ReferenceChunk: Equatable {
        case number(Int)
        case text(String)
    }

    private static func referenceChunks(_ name: String) -> [ReferenceChunk] {
        var result: [ReferenceChunk] = []
        var current = ""
        var inDigits = false
        func close() { result.append(inDigits ? Int(current).map(ReferenceChunk.number) ?? .text(current) : .text(current)) }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if !current.isEmpty && isDigit != inDigits {
                close()
                current = ""
            }
            inDigits = isDigit
            current.append(character)
        }
        if !current.isEmpty { close() }
        return result
    }
}

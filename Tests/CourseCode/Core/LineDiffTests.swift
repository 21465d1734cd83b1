@testable import CourseCodeCore
import TestSupport
import XCTest

final class LineDiffTests: XCTestCase {
    func test_changedLines_ofAFirstVersion_isEveryLine() {
        XCTAssertEqual(LineDiff.changedLines(from: [], to: ["a", "b"]), [0, 1])
    }

    func test_changedLines_addedAndChangedLines_areMarkedAndKeptLinesAreNot() {
        let changed = LineDiff.changedLines(from: ["struct A {", "    let a", "}"], to: ["struct A {", "    let a: Int", "    let b: Int", "}"])

        XCTAssertEqual(changed, [1, 2])
    }

    func test_changedLines_removedLinesOnly_marksNothing() {
        XCTAssertEqual(LineDiff.changedLines(from: ["a", "b", "c"], to: ["a", "c"]), [])
    }

    func test_changedLines_lineRepeatedAfterTheCommonEnd_marksTheLineTheWholeTableMarks() {
        // Matching the common end first would mark the first "a"; the table matches it first.
        XCTAssertEqual(LineDiff.changedLines(from: ["a"], to: ["a", "a"]), [1])
        XCTAssertEqual(LineDiff.changedLines(from: ["x", "}"], to: ["x", "a", "}", "b", "}"]), [1, 3, 4])
    }

    func test_changedLines_edgeCases_equalTheReference() {
        let cases: [(old: [String], new: [String])] = [
            ([], []), ([], ["a"]), (["a"], []), (["a"], ["a"]), (["a", "b"], ["a", "b"]), (["a", "b"], ["c", "d"]),
            (["a", "b", "c"], ["a", "x", "c"]), (["a", "b", "c"], ["x", "b", "c"]), (["a", "b", "c"], ["a", "b", "x"]),
            (["}", "}", "}"], ["}", "}"]), (["}", "}"], ["}", "}", "}"]), (["a", "b", "a", "b"], ["b", "a", "b", "a"]),
            (["e\u{301}"], ["\u{E9}"]), (["\u{E9}", "x"], ["e\u{301}", "y"]),
        ]

        for (old, new) in cases {
            XCTAssertEqual(LineDiff.changedLines(from: old, to: new), ReferenceLineDiff.changedLines(from: old, to: new), "\(old) → \(new)")
        }
    }

    func test_changedLines_ofCanonicallyEquivalentLines_marksNothingAsStringsCompareThem() {
        XCTAssertEqual(LineDiff.changedLines(from: ["e\u{301}", "}"], to: ["\u{E9}", "}"]), [])
    }

    func test_changedLines_onSeededVersions_equalsTheReference() {
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 3_000 {
            var random = SplitMix64(seed: seed)
            let (old, new) = Self.versions(using: &random)

            let changed = LineDiff.changedLines(from: old, to: new)

            let expected = ReferenceLineDiff.changedLines(from: old, to: new)
            if changed != expected { mismatches.append("seed \(seed): \(old) → \(new): \(changed.sorted()), expected \(expected.sorted())") }
        }

        XCTAssertEqual(mismatches, [])
    }

    func test_changedLines_ofNumbersAndOfTheirLines_areTheSame() {
        var random = SplitMix64(seed: Self.baseSeed)
        let (old, new) = Self.versions(using: &random)
        let numbers = Dictionary(Set(old + new).enumerated().map { ($1, UInt32($0)) }, uniquingKeysWith: { first, _ in first })

        let changed = LineDiff.changedLines(from: old.map { numbers[$0]! }, to: new.map { numbers[$0]! })

        XCTAssertEqual(changed, LineDiff.changedLines(from: old, to: new))
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_251_125

    /// Two versions of a file: few distinct lines, so that they repeat; the second one edited from the
    /// first in a few places (as a lesson shows a file again), or written anew.
    private static func versions(using random: inout SplitMix64) -> (old: [String], new: [String]) {
        let alphabet = Array(["}", "", "a", "b", "c", "    }", "let x", "e\u{301}", "\u{E9}"].prefix(Int.random(in: 1...9, using: &random)))
        let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        guard Bool.random(using: &random) else {
            return (old, (0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        var new = old
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let index = Int.random(in: 0...new.count, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0 where index < new.count: new.remove(at: index)
            case 1 where index < new.count: new[index] = alphabet.randomElement(using: &random)!
            default: new.insert(alphabet.randomElement(using: &random)!, at: index)
            }
        }
        return (old, new)
    }
}

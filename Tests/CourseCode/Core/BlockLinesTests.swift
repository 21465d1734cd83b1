@testable import CourseCodeCore
import TestSupport
import SiteCore
import XCTest

final class BlockLinesTests: XCTestCase {
    func test_init_splitsAsTextLinesWithoutTheEmptyLineAfterTheLastLineFeed() {
        let code = "struct A {\n    let a = \"á\"\n}\n"

        let lines = BlockLines(code)

        XCTAssertEqual(strings(of: lines), ["struct A {", "    let a = \"á\"", "}"])
    }

    func test_init_lineFeedAfterACarriageReturn_doesNotEndTheLine() {
        let lines = BlockLines("a\r\nb\nc\r\n")

        XCTAssertEqual(strings(of: lines), ["a\r\nb", "c\r\n"])
    }

    func test_isPlain_isFalseForLinesWithABytePastASCIIOrACarriageReturn() {
        let lines = BlockLines("let a = 1\nlet é = 2\nlet b = 3\r\nlet c = 4\n\u{212A}\n")

        XCTAssertEqual((0..<lines.count).map(lines.isPlain), [true, false, false, false])
    }

    func test_init_onSeededText_equalsTextLinesAndMarksPlainLines() {
        let pieces = ["a", "bcdefghij", " ", "\n", "\n", "\r", "\r\n", "é", "\u{212A}", "{", "\t"]
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 2_000 {
            var random = SplitMix64(seed: seed)
            let code = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var expected = TextLines.split(code).map(String.init)
            if expected.last == "" { expected.removeLast() }

            let lines = BlockLines(code)

            if strings(of: lines) != expected { mismatches.append("seed \(seed): \(strings(of: lines)), expected \(expected)") }
            let plain = expected.map { $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
            if (0..<lines.count).map(lines.isPlain) != plain { mismatches.append("seed \(seed): plain lines of \(expected)") }
        }

        XCTAssertEqual(mismatches, [])
    }

    func test_dropFirst_keepsTheLinesAfter() {
        let lines = BlockLines("// App/A.swift\n\nlet a = 1\n")

        XCTAssertEqual(strings(of: lines.dropFirst(2)), ["let a = 1"])
    }

    func test_map_readsEachLineWithItsIndex() {
        let lines = BlockLines("a\nbb\n\nccc").dropFirst(1)

        XCTAssertEqual(lines.map { index, line in "\(index):\(line.count)" }, ["0:2", "1:0", "2:3"])
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_251_125

    private func strings(of lines: BlockLines) -> [String] {
        (0..<lines.count).map(lines.string)
    }
}

@testable import LessonsInterface
import SiteCore
import TestSupport
import XCTest

/// `CodeFrameMarkup` cuts a block's lines in its bytes; these compare it with cutting them as
/// `TextLines` splits them, as it did before, on texts made of every kind of line end.
final class CodeFrameLinesTests: XCTestCase {
    func test_dropping_anyTextAndCount_isTheTextWithoutItsFirstLinesAsTextLinesSplitsThem() {
        for (seed, text) in makeTexts() {
            for count in 1...5 {
                let expected = TextLines.split(text).dropFirst(count).joined(separator: "\n")

                let dropped = CodeFrameMarkup.dropping(lines: count, of: text)

                XCTAssertEqual(Array(dropped.utf8), Array(expected.utf8), "seed \(seed), \(count) lines of \(text.debugDescription)")
            }
        }
    }

    func test_marking_anyTextAndLines_wrapsTheLinesTextLinesFinds() {
        for (seed, text) in makeTexts() {
            var generator = SplitMix64(seed: seed)
            let lines = Set((0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: -3...7, using: &generator) })
            var expected = TextLines.split(text).map(String.init)
            for index in lines where expected.indices.contains(index) {
                expected[index] = #"<span class="changed">"# + expected[index] + "</span>"
            }

            let marked = CodeFrameMarkup.marking(lines, of: HTML(text))

            XCTAssertEqual(marked.utf8, Array(expected.joined(separator: "\n").utf8), "seed \(seed), lines \(lines.sorted()) of \(text.debugDescription)")
        }
    }

    // MARK: - Helpers

    /// Seeded texts of a few lines: empty ones, `\n`, `\r\n`, a lone `\r`, accents, at either end.
    private func makeTexts() -> [(seed: UInt64, text: String)] {
        let pieces = ["", "let a = 1", "<span class=\"kw\">let</span>", "ñandú", "\n", "\n", "\r\n", "\r", " ", "e\u{301}"]
        return (1...2_000).map { seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            return (UInt64(seed), text)
        }
    }
}

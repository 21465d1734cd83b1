import SiteCore
import XCTest

final class TextLinesTests: XCTestCase {
    func test_split_textsWithCRLFAndGraphemes_matchesSplittingByCharacter() {
        let texts = ["", "\n", "a", "a\n", "a\nb", "\n\na\n\n", "ñandú\n🎁 x\nfin", "a\r\nb\nc", "\r\n", "a\rb", "e\u{301}\n\u{301}b"]

        for text in texts {
            XCTAssertEqual(TextLines.split(text), text.split(separator: "\n", omittingEmptySubsequences: false), "\(text.debugDescription)")
        }
    }
}

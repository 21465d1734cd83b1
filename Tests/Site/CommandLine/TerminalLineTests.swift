@testable import SiteCommandLine
import XCTest

final class TerminalLineTests: XCTestCase {
    func test_safe_plainTextWithAccentsTabsAndLineBreaks_isUnchanged() {
        for text in ["aviso: Content/ñandú.md:3:\tenlace roto", "\n  Sirviendo en http://127.0.0.1:8000/  (Ctrl-C para terminar)\n", "uno\n  dos: 3"] {
            XCTAssertEqual(TerminalLine.safe(text), text)
        }
    }

    func test_safe_lineThatWouldStartAWorkflowCommand_isMarkedAndStartsNone() {
        let text = TerminalLine.safe("error: front matter no válido\n  ::error file=evil::spoofed\r\n::add-mask::x")

        XCTAssertEqual(text, "error: front matter no válido\n  │   ::error file=evil::spoofed\n  │ ::add-mask::x")
        for line in text.split(separator: "\n") {
            XCTAssertFalse(line.drop(while: \.isWhitespace).hasPrefix("::"), "a runner would read '\(line)' as a command")
        }
    }

    func test_safe_commandAfterAnyUnicodeWhitespace_isMarked() {
        for space in ["\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}", " \t "] {
            XCTAssertEqual(TerminalLine.safe("a\n\(space)::error::x"), "a\n  │ \(space)::error::x", space.unicodeScalars.map { String($0.value, radix: 16) }.joined())
        }
    }

    func test_safe_olderCommandFormAnywhereInALine_losesItsBracket() {
        XCTAssertEqual(TerminalLine.safe("aviso: a ##[add-mask]x y ##[error]z"), "aviso: a ##\\u{5B}add-mask]x y ##\\u{5B}error]z")
    }

    func test_safe_carriageReturnAlone_isALineBreak() {
        XCTAssertEqual(TerminalLine.safe("a.md\r::warning::x"), "a.md\n  │ ::warning::x")
    }

    func test_safe_escapeSequenceAndOtherControls_areShownEscaped() {
        XCTAssertEqual(TerminalLine.safe("a\u{1B}[2Jb\u{7}c\u{0}d\u{9B}e"), "a\\u{1B}[2Jb\\u{7}c\\u{0}d\\u{9B}e")
    }
}

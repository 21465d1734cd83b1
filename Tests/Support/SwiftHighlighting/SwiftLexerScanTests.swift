import SwiftLexing
import XCTest

/// Source read a line at a time: each line starts where the lines before it left off.
final class SwiftLexerScanTests: XCTestCase {
    func test_scan_lineOpeningABlockComment_leavesItsDepthOpen() {
        let (kinds, carry) = scan("let a = 1 /* uno /* dos", from: .code)

        XCTAssertEqual(carry, .blockComment(depth: 2))
        XCTAssertEqual(kinds.last, .comment)
    }

    func test_scan_lineInsideABlockComment_isCommentUpToItsCloseThenCode() {
        let (kinds, carry) = scan("} */ */ {", from: .blockComment(depth: 2))

        XCTAssertEqual(carry, .code)
        XCTAssertEqual(kinds.first, .comment)
        XCTAssertEqual(kinds.filter { $0 != .plain }, [.comment], "the brace after the comment is code")
    }

    func test_scan_rawMultilineString_isOpenUntilItsQuotesAndHashes() {
        let opening = scan("let s = #\"\"\"{", from: .code)
        let quotesWithoutHashes = scan("\"\"\" }", from: opening.carry)
        let closing = scan("\"\"\"# {", from: quotesWithoutHashes.carry)

        XCTAssertEqual(opening.carry, .multilineString(hashes: 1))
        XCTAssertEqual(quotesWithoutHashes.carry, .multilineString(hashes: 1))
        XCTAssertEqual(closing.carry, .code)
        XCTAssertEqual(closing.kinds.first, .string)
    }

    func test_scan_escapedQuotesInAMultilineString_closeNothing() {
        let (_, carry) = scan("\\\"\"\"  \\\\\\\"\"\"", from: .multilineString(hashes: 0))

        XCTAssertEqual(carry, .multilineString(hashes: 0))
    }

    func test_scan_unclosedOneLineString_endsWithItsLine() {
        let (_, carry) = scan(#"let s = "sin cerrar {"#, from: .code)

        XCTAssertEqual(carry, .code)
    }

    func test_scan_wholeSourceLineByLine_givesTheTokensOfTheWholeSource() {
        let source = "/* a\n { */ let s = \"\"\"\n  {\n  \"\"\"\nfunc f() { g(\"}\") }"
        let whole = SwiftLexer.tokens(in: Array(source.utf8)).filter { !isWhitespace($0, in: source) }.map(\.kind)
        var carry = SwiftLexer.Carry.code
        var byLine: [SwiftToken.Kind] = []

        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let scanned = scan(String(line), from: carry)
            byLine += scanned.kinds
            carry = scanned.carry
        }

        XCTAssertEqual(carry, .code)
        XCTAssertEqual(merged(byLine), merged(whole))
    }

    // MARK: - Helpers

    /// The kinds of the line's tokens but whitespace, and what it leaves open.
    private func scan(_ line: String, from carry: SwiftLexer.Carry) -> (kinds: [SwiftToken.Kind], carry: SwiftLexer.Carry) {
        let bytes = Array(line.utf8)
        var kinds: [SwiftToken.Kind] = []
        let carry = bytes.withUnsafeBufferPointer { buffer in
            SwiftLexer.scan(buffer, from: carry) { token in
                if !(token.kind == .plain && bytes[token.range].allSatisfy(SwiftLexer.isWhitespace)) { kinds.append(token.kind) }
            }
        }
        return (kinds, carry)
    }

    private func isWhitespace(_ token: SwiftToken, in source: String) -> Bool {
        token.kind == .plain && Array(source.utf8)[token.range].allSatisfy(SwiftLexer.isWhitespace)
    }

    /// Kinds with runs of the same kind made one: a comment or string cut at each line is one token whole.
    private func merged(_ kinds: [SwiftToken.Kind]) -> [SwiftToken.Kind] {
        kinds.reduce(into: []) { result, kind in
            if result.last != kind || kind == .plain { result.append(kind) }
        }
    }
}

import SwiftLexing
import XCTest

final class SwiftLexerTests: XCTestCase {
    func test_tokens_interpolationsNestedAsRealCodeNestsThem_lexTheirCodeAsCode() {
        let source = #"let s = "a\("b\(nombre)")""#

        let identifiers = identifierTokens(in: source)

        XCTAssertEqual(identifiers, ["let", "s", "nombre"])
    }

    func test_tokens_interpolationsNestedBeyondAnyRealCode_lexWithoutRunningOutOfStack() {
        let depth = 100_000
        let source = "let x = " + String(repeating: #""\("#, count: depth) + "1" + String(repeating: #")""#, count: depth) + "\nlet y = 2"

        let bytes = Array(source.utf8)

        let tokens = SwiftLexer.tokens(in: bytes)

        XCTAssertEqual(tokens.first?.range.lowerBound, 0)
        XCTAssertEqual(tokens.last?.range.upperBound, bytes.count)
        XCTAssertTrue(zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound }, "tokens in order, every byte in one")
        XCTAssertEqual(tokens.last.map { Array(bytes[$0.range]) }, Array("2".utf8))
    }

    // MARK: - Helpers

    private func identifierTokens(in source: String) -> [String] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokens(in: bytes).filter { $0.kind == .identifier }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }
}

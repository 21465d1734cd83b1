import SiteCore
import SwiftLexing

/// Finds the XCTest tests a piece of Swift declares, `func test…(` or `func test…<`, with their
/// lines: enough to know which tests a lesson's code or a test file defines. XCTest runs only the
/// methods whose name starts with `test`, so no other function is one. Read from `SwiftLexer`'s
/// tokens, so a `func` in a comment or a string literal declares nothing.
public enum SwiftTestScanner {
    public static func tests(in code: String) -> [(name: String, line: Int)] {
        var code = code
        // Tokens read in place, from the code's own bytes (slices of a copied array retained and
        // released it at every token), and lines counted only up to each test found.
        return code.withUTF8 { bytes in
            // Most of a course's blocks are its code, not its tests: only a block that may declare
            // one is lexed.
            guard mayDeclareTest(bytes) else { return [] }
            var found: [(name: String, line: Int)] = []
            // The last significant tokens: `func`, then its name.
            var keywordSeen = false
            var name: Range<Int>?
            var line = 1
            var counted = 0
            _ = SwiftLexer.scan(bytes, from: .code) { token in
                let first = bytes[token.range.lowerBound]
                switch token.kind {
                case .comment, .docComment:
                    return
                case .plain where SwiftLexer.isWhitespace(first):
                    // A run of whitespace is one token, and nothing else starts with it.
                    return
                default:
                    break
                }
                if let declared = name, first == UInt8(ascii: "(") || first == UInt8(ascii: "<") {
                    let spelled = UnsafeBufferPointer(rebasing: bytes[declared])
                    let unquoted = spelled[0] == UInt8(ascii: "`") ? spelled.dropFirst().prefix { $0 != UInt8(ascii: "`") } : spelled[...]
                    if startsWithTest(unquoted) {
                        for byte in bytes[counted..<token.range.lowerBound] where byte == UInt8(ascii: "\n") { line += 1 }
                        counted = token.range.lowerBound
                        found.append((String(decoding: unquoted, as: UTF8.self), line))
                    }
                }
                let isIdentifier = token.kind == .identifier
                name = keywordSeen && isIdentifier ? token.range : nil
                keywordSeen = isIdentifier && Self.isKeyword(token.range, in: bytes)
            }
            return found
        }
    }

    /// Whether some `func` in the bytes is followed, past blanks and a backtick, by `test` or by a
    /// comment (`func /* … */ test…`): never false for code that declares a test, and false for
    /// most code that declares none.
    private static func mayDeclareTest(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while let offset = keyword.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: UnsafeBufferPointer(rebasing: bytes[start...])) }) {
            var position = start + offset + keyword.count
            while position < bytes.count, SwiftLexer.isWhitespace(bytes[position]) { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "/") { return true }
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
            if startsWithTest(bytes[position...]) { return true }
            start = start + offset + 1
        }
        return false
    }

    private static func startsWithTest(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        name.starts(with: "test".utf8)
    }

    private static let keyword = Array("func".utf8)

    /// Whether the identifier at `range` is `func`: byte by byte, without comparing it to an array
    /// (for every identifier of every block, that was most of the scan besides the lexer).
    private static func isKeyword(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        range.count == 4 && bytes[range.lowerBound] == UInt8(ascii: "f") && bytes[range.lowerBound + 1] == UInt8(ascii: "u")
            && bytes[range.lowerBound + 2] == UInt8(ascii: "n") && bytes[range.lowerBound + 3] == UInt8(ascii: "c")
    }
}

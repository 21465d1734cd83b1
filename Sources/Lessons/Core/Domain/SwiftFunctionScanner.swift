import SiteCore
import SwiftLexing

/// Finds the functions a piece of Swift declares, `func name(` or `func name<`, with their lines:
/// enough to know which tests a lesson's code or a test file defines. Read from `SwiftLexer`'s
/// tokens, so a `func` in a comment or a string literal declares nothing.
public enum SwiftFunctionScanner {
    public static func functions(in code: String) -> [(name: String, line: Int)] {
        var code = code
        // Tokens read in place, from the code's own bytes (slices of a copied array retained and
        // released it at every token), and lines counted only up to each function found.
        return code.withUTF8 { bytes in
            // Half of a course's blocks declare no function: their code need not be lexed.
            guard Self.keyword.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes) }) != nil else { return [] }
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
                    for byte in bytes[counted..<token.range.lowerBound] where byte == UInt8(ascii: "\n") { line += 1 }
                    counted = token.range.lowerBound
                    let spelled = UnsafeBufferPointer(rebasing: bytes[declared])
                    let unquoted = spelled[0] == UInt8(ascii: "`") ? spelled.dropFirst().prefix { $0 != UInt8(ascii: "`") } : spelled[...]
                    found.append((String(decoding: unquoted, as: UTF8.self), line))
                }
                let isIdentifier = token.kind == .identifier
                name = keywordSeen && isIdentifier ? token.range : nil
                keywordSeen = isIdentifier && Self.isKeyword(token.range, in: bytes)
            }
            return found
        }
    }

    private static let keyword = Array("func".utf8)

    /// Whether the identifier at `range` is `func`: byte by byte, without comparing it to an array
    /// (for every identifier of every block, that was most of the scan besides the lexer).
    private static func isKeyword(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        range.count == 4 && bytes[range.lowerBound] == UInt8(ascii: "f") && bytes[range.lowerBound + 1] == UInt8(ascii: "u")
            && bytes[range.lowerBound + 2] == UInt8(ascii: "n") && bytes[range.lowerBound + 3] == UInt8(ascii: "c")
    }
}

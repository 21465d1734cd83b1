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
                let text = UnsafeBufferPointer(rebasing: bytes[token.range])
                switch token.kind {
                case .comment, .docComment:
                    return
                case .plain where text.allSatisfy(SwiftLexer.isWhitespace):
                    return
                default:
                    break
                }
                if let declared = name, text[0] == UInt8(ascii: "(") || text[0] == UInt8(ascii: "<") {
                    for byte in bytes[counted..<token.range.lowerBound] where byte == UInt8(ascii: "\n") { line += 1 }
                    counted = token.range.lowerBound
                    let spelled = UnsafeBufferPointer(rebasing: bytes[declared])
                    let unquoted = spelled[0] == UInt8(ascii: "`") ? spelled.dropFirst().prefix { $0 != UInt8(ascii: "`") } : spelled[...]
                    found.append((String(decoding: unquoted, as: UTF8.self), line))
                }
                name = keywordSeen && token.kind == .identifier ? token.range : nil
                keywordSeen = token.kind == .identifier && text.elementsEqual(Self.keyword)
            }
            return found
        }
    }

    private static let keyword = Array("func".utf8)
}

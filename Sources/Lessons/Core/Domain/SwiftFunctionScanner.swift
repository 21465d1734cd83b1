import SwiftLexing

/// Finds the functions a piece of Swift declares, `func name(` or `func name<`, with their lines:
/// enough to know which tests a lesson's code or a test file defines. Read from `SwiftLexer`'s
/// tokens, so a `func` in a comment or a string literal declares nothing.
public enum SwiftFunctionScanner {
    public static func functions(in code: String) -> [(name: String, line: Int)] {
        let bytes = Array(code.utf8)
        var found: [(name: String, line: Int)] = []
        // The last significant tokens: `func`, then its name.
        var keywordSeen = false
        var name: ArraySlice<UInt8>?
        var line = 1
        for token in SwiftLexer.tokens(in: bytes) {
            let text = bytes[token.range]
            defer { line += SwiftLexer.lineFeeds(in: text) }
            switch token.kind {
            case .comment, .docComment:
                continue
            case .plain where text.allSatisfy(SwiftLexer.isWhitespace):
                continue
            default:
                break
            }
            if let declared = name, text.first == UInt8(ascii: "(") || text.first == UInt8(ascii: "<") {
                let unquoted = declared.first == UInt8(ascii: "`") ? declared.dropFirst().prefix { $0 != UInt8(ascii: "`") } : declared
                found.append((String(decoding: unquoted, as: UTF8.self), line))
            }
            name = keywordSeen && token.kind == .identifier ? text : nil
            keywordSeen = token.kind == .identifier && text.elementsEqual(Self.keyword)
        }
        return found
    }

    private static let keyword = Array("func".utf8)
}

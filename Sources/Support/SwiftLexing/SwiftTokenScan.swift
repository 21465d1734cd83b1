/// The words and punctuation of Swift code, outside comments and string literals (but inside
/// their interpolations), each with its line and the depth of braces it sits at: Swift read the
/// way a person skims it, from `SwiftLexer`'s tokens. Code that does not compile is read as well
/// as it can be.
public struct SwiftTokenScan {
    public struct Token: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// An identifier or keyword (without its backticks); `#Preview` and other macros keep their `#`.
            case word
            /// One character of punctuation or of an operator: `==` is two.
            case symbol
        }

        public let kind: Kind
        public let text: String
        /// From 0, in the lines scanned.
        public let line: Int
        /// Braces open before the token (a `{` has the depth outside it).
        public let depth: Int

        public init(kind: Kind, text: String, line: Int, depth: Int) {
            self.kind = kind
            self.text = text
            self.line = line
            self.depth = depth
        }
    }

    public private(set) var tokens: [Token] = []

    public init(lines: [String]) {
        self.init(source: lines.joined(separator: "\n"))
    }

    public init(source: String) {
        let bytes = Array(source.utf8)
        var line = 0
        var depth = 0
        // The parentheses open in each interpolation being read: its `)` at 0 goes back to the string.
        var interpolations: [Int] = []
        for token in SwiftLexer.tokens(in: bytes) {
            let text = bytes[token.range]
            switch token.kind {
            case .identifier, .keyword, .type, .argumentLabel, .macro:
                let name = text.first == UInt8(ascii: "`") ? text.dropFirst().prefix { $0 != UInt8(ascii: "`") } : text
                tokens.append(Token(kind: .word, text: String(decoding: name, as: UTF8.self), line: line, depth: depth))
            case .attribute:
                tokens.append(Token(kind: .symbol, text: "@", line: line, depth: depth))
                tokens.append(Token(kind: .word, text: String(decoding: text.dropFirst(), as: UTF8.self), line: line, depth: depth))
            case .operator, .plain:
                if text.first == UInt8(ascii: "\\") {
                    // An interpolation's `\(` (or `\#(`), or a multiline string's line continuation.
                    if text.last == UInt8(ascii: "(") { interpolations.append(0) }
                } else if !text.allSatisfy({ $0 == UInt8(ascii: "#") || SwiftLexer.isWhitespace($0) }) {
                    for byte in text {
                        symbol(byte, line: line, depth: &depth, interpolations: &interpolations)
                    }
                }
            case .string, .comment, .docComment, .number:
                break
            }
            line += SwiftLexer.lineFeeds(in: text)
        }
    }

    private mutating func symbol(_ byte: UInt8, line: Int, depth: inout Int, interpolations: inout [Int]) {
        switch byte {
        case UInt8(ascii: "("):
            if !interpolations.isEmpty { interpolations[interpolations.count - 1] += 1 }
        case UInt8(ascii: ")"):
            if let open = interpolations.last {
                // The end of an interpolation: back to its string.
                guard open > 0 else { interpolations.removeLast(); return }
                interpolations[interpolations.count - 1] = open - 1
            }
        case UInt8(ascii: "}"):
            depth -= 1
        default:
            break
        }
        tokens.append(Token(kind: .symbol, text: String(UnicodeScalar(byte)), line: line, depth: depth))
        if byte == UInt8(ascii: "{") { depth += 1 }
    }
}

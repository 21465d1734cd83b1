/// The words and punctuation of a Swift file, outside comments and string literals (but inside
/// their interpolations), each with its line and the depth of braces it sits at. What the check's
/// rules read (imports, top-level declarations, the names a file uses, test methods) is read from
/// these, the way a person skims code: lesson code that does not compile is read as well as it can be.
struct SwiftTokenScan {
    struct Token: Equatable {
        enum Kind: Equatable {
            /// An identifier or keyword; `#Preview` and other macros keep their `#`.
            case word
            case symbol
        }

        let kind: Kind
        let text: String
        /// From 0, in the lines scanned.
        let line: Int
        /// Braces open before the token (a `{` has the depth outside it).
        let depth: Int
    }

    private(set) var tokens: [Token] = []

    init(lines: [String]) {
        // Scalars, not Characters: a Character would join "\r" and "\n" into one.
        var scanner = Scanner(characters: Array(lines.joined(separator: "\n").unicodeScalars))
        tokens = scanner.scan()
    }

    /// A string literal being read, or code (the file, or an interpolation inside a string).
    private enum Mode {
        case code(parentheses: Int)
        case string(multiline: Bool, hashes: Int)
    }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        var index = 0
        var line = 0
        var depth = 0
        var modes: [Mode] = [.code(parentheses: 0)]
        var tokens: [Token] = []

        init(characters: [Unicode.Scalar]) {
            self.characters = characters
        }

        mutating func scan() -> [Token] {
            while index < characters.count {
                switch modes[modes.count - 1] {
                case let .string(multiline, hashes): readString(multiline: multiline, hashes: hashes)
                case let .code(parentheses): readCode(parentheses: parentheses)
                }
            }
            return tokens
        }

        private func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        private mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < characters.count {
                if characters[index] == "\n" { line += 1 }
                index += 1
            }
        }

        private mutating func readString(multiline: Bool, hashes: Int) {
            let character = characters[index]
            let quotes = multiline ? 3 : 1
            if character == "\\" {
                // A raw string escapes (and interpolates) only with its hashes after the backslash.
                let escapes = (0..<hashes).allSatisfy { at(1 + $0) == "#" }
                if escapes, at(1 + hashes) == "(" {
                    advance(hashes + 2)
                    modes.append(.code(parentheses: 0))
                } else {
                    advance(escapes ? hashes + 2 : 1)
                }
            } else if character == "\"", (0..<quotes).allSatisfy({ at($0) == "\"" }), (0..<hashes).allSatisfy({ at(quotes + $0) == "#" }) {
                advance(quotes + hashes)
                modes.removeLast()
            } else if character == "\n", !multiline {
                // An unterminated string ends with its line, as the compiler reads it.
                modes.removeLast()
            } else {
                advance()
            }
        }

        private mutating func readCode(parentheses: Int) {
            let character = characters[index]
            switch character {
            case "/" where at(1) == "/":
                while index < characters.count, characters[index] != "\n" { advance() }
            case "/" where at(1) == "*":
                skipBlockComment()
            case "\"":
                let multiline = at(1) == "\"" && at(2) == "\""
                advance(multiline ? 3 : 1)
                modes.append(.string(multiline: multiline, hashes: 0))
            case "#":
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                if at(hashes) == "\"" {
                    let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                    advance(hashes + (multiline ? 3 : 1))
                    modes.append(.string(multiline: multiline, hashes: hashes))
                } else if let next = at(1), Self.isIdentifierStart(next) {
                    let start = index
                    advance()
                    readWordCharacters()
                    add(.word, String(String.UnicodeScalarView(characters[start..<index])))
                } else {
                    add(.symbol, "#")
                    advance()
                }
            case "`":
                advance()
                let start = index
                while index < characters.count, characters[index] != "`", characters[index] != "\n" { advance() }
                add(.word, String(String.UnicodeScalarView(characters[start..<index])))
                if at(0) == "`" { advance() }
            case _ where Self.isIdentifierStart(character):
                let start = index
                readWordCharacters()
                add(.word, String(String.UnicodeScalarView(characters[start..<index])))
            case "0"..."9":
                readWordCharacters()
            case "(":
                add(.symbol, "(")
                if modes.count > 1 { modes[modes.count - 1] = .code(parentheses: parentheses + 1) }
                advance()
            case ")":
                if modes.count > 1, parentheses == 0 {
                    // The end of an interpolation: back to its string.
                    modes.removeLast()
                } else {
                    add(.symbol, ")")
                    if modes.count > 1 { modes[modes.count - 1] = .code(parentheses: parentheses - 1) }
                }
                advance()
            case "{":
                add(.symbol, "{")
                depth += 1
                advance()
            case "}":
                depth -= 1
                add(.symbol, "}")
                advance()
            case _ where character.properties.isWhitespace:
                advance()
            default:
                add(.symbol, String(character))
                advance()
            }
        }

        private mutating func readWordCharacters() {
            while index < characters.count, Self.isIdentifierStart(characters[index]) || ("0"..."9").contains(characters[index]) {
                advance()
            }
        }

        private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar == "_" || scalar == "$"
        }

        private mutating func skipBlockComment() {
            var nesting = 0
            repeat {
                if at(0) == "/", at(1) == "*" {
                    nesting += 1
                    advance(2)
                } else if at(0) == "*", at(1) == "/" {
                    nesting -= 1
                    advance(2)
                } else {
                    advance()
                }
            } while nesting > 0 && index < characters.count
        }

        private mutating func add(_ kind: Token.Kind, _ text: String) {
            tokens.append(Token(kind: kind, text: text, line: line, depth: depth))
        }
    }
}

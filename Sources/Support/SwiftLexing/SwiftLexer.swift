/// Splits Swift source into tokens by their spelling alone: comments, strings (with the code of
/// their interpolations), numbers, words, attributes, `#` words, operators and punctuation.
/// Never fails: text it does not recognise becomes plain tokens, so invalid code still shows.
///
/// Source may also be read a line at a time (`scan(_:from:_:)`): each line starts where the lines
/// before it left off (`Carry`), in code or inside a block comment or a multi-line string.
public struct SwiftLexer {
    /// Where a piece of source starts, after what came before it.
    public enum Carry: Equatable, Sendable {
        case code
        /// Inside this many nested block comments.
        case blockComment(depth: Int)
        /// Inside a multi-line string closed by `"""` and this many `#`s.
        case multilineString(hashes: Int)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Written in place: appending to an array checked its uniqueness on every token.
    private let tokens: UnsafeMutableBufferPointer<SwiftToken>
    private var count = 0
    /// What the source leaves open at its end.
    private var carry = Carry.code
    /// The interpolations (`\(`) the lexer is inside, each a call deeper into this lexer.
    private var interpolations = 0
    /// Deeper than this, `\(` is read as part of its string: real code nests two or three, and a
    /// block of thousands (17 KB of `"\(`) ran the reading thread out of stack.
    static let deepestInterpolation = 64

    public static func tokens(in bytes: [UInt8]) -> [SwiftToken] {
        // A token holds at least one byte, and tokens never overlap.
        [SwiftToken](unsafeUninitializedCapacity: bytes.count) { buffer, initializedCount in
            bytes.withUnsafeBufferPointer { bytes in
                var lexer = SwiftLexer(bytes: bytes, tokens: buffer)
                lexer.lexCode(until: nil)
                initializedCount = lexer.count
            }
        }
    }

    /// Hands `body` each token of `bytes` (a line, or more), read as starting where `carry` says,
    /// and says what they leave open for the source after them.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from carry: Carry, _ body: (SwiftToken) -> Void) -> Carry {
        withUnsafeTemporaryAllocation(of: SwiftToken.self, capacity: max(bytes.count, 1)) { buffer in
            var lexer = SwiftLexer(bytes: bytes, tokens: buffer)
            lexer.resume(after: carry)
            lexer.lexCode(until: nil)
            for position in 0..<lexer.count { body(buffer[position]) }
            // Tokens are plain values: nothing to deinitialize.
            return lexer.carry
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<SwiftToken>) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// Finishes the comment or string the source before left open.
    private mutating func resume(after carry: Carry) {
        switch carry {
        case .code:
            break
        case let .blockComment(depth):
            lexBlockComment(depth: depth)
            add(.comment, from: 0)
        case let .multilineString(hashes):
            lexString(hashes: hashes, isContinued: true)
        }
    }

    private func byte(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private mutating func add(_ kind: SwiftToken.Kind, from start: Int) {
        // An escape at the very end (`"a\`) steps past the last byte: a token never does.
        index = min(index, bytes.count)
        guard start < index else { return }
        precondition(count < tokens.count)
        tokens.initializeElement(at: count, to: SwiftToken(kind: kind, range: start..<index))
        count += 1
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    private mutating func lexCode(until closing: UInt8?) {
        var depth = 0
        while index < bytes.count {
            let start = index
            let c = bytes[index]
            // One case per first byte, so that the compiler can jump to it; what else decides
            // (the byte after a `/`, a `#` or an `@`) is asked inside the case.
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skip(while: Self.isWhitespace)
                add(.plain, from: start)
            case UInt8(ascii: "/"):
                if byte(1) == UInt8(ascii: "/") {
                    let isDoc = byte(2) == UInt8(ascii: "/") && byte(3) != UInt8(ascii: "/")
                    skip { $0 != UInt8(ascii: "\n") }
                    add(isDoc ? .docComment : .comment, from: start)
                } else if byte(1) == UInt8(ascii: "*") {
                    let isDoc = byte(2) == UInt8(ascii: "*") && byte(3) != UInt8(ascii: "/")
                    lexBlockComment()
                    add(isDoc ? .docComment : .comment, from: start)
                } else if isRegexStart() {
                    lexRegex()
                    add(.string, from: start)
                } else {
                    lexOperator()
                    add(.operator, from: start)
                }
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                if Self.isRawStringStart(bytes, at: index) {
                    var hashes = 0
                    while byte() == UInt8(ascii: "#") { hashes += 1; index += 1 }
                    add(.plain, from: start)
                    lexString(hashes: hashes)
                } else if Self.isIdentifierStart(byte(1)) {
                    index += 1
                    skip(while: Self.isIdentifierContinue)
                    add(.macro, from: start)
                } else {
                    index += 1
                    add(.plain, from: start)
                }
            case UInt8(ascii: "@"):
                index += 1
                if Self.isIdentifierStart(byte()) { skip(while: Self.isIdentifierContinue) }
                add(index - start > 1 ? .attribute : .plain, from: start)
            case UInt8(ascii: "`"):
                index += 1
                skip { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") }
                if byte() == UInt8(ascii: "`") { index += 1 }
                add(.identifier, from: start)
            case UInt8(ascii: "$"):
                index += 1
                if Self.isIdentifierContinue(byte()) { skip(while: Self.isIdentifierContinue) }
                add(index - start > 1 ? .identifier : .plain, from: start)
            case UInt8(ascii: "("):
                depth += 1
                index += 1
                add(.plain, from: start)
            case UInt8(ascii: ")"):
                if closing == c, depth == 0 { return }
                depth -= 1
                index += 1
                add(.plain, from: start)
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
                 UInt8(ascii: "?"), UInt8(ascii: "."):
                lexOperator()
                add(.operator, from: start)
            default:
                if Self.isIdentifierStart(c) {
                    skip(while: Self.isIdentifierContinue)
                    add(.identifier, from: start)
                } else if Self.isDigit(c) {
                    lexNumber()
                    add(.number, from: start)
                } else {
                    index += 1
                    add(.plain, from: start)
                }
            }
        }
    }

    /// Moves past the bytes that satisfy `condition`. The position is kept in a local while
    /// it moves: stored in `self` it was written back after every byte.
    private mutating func skip(while condition: (UInt8) -> Bool) {
        var position = index
        while position < bytes.count, condition(bytes[position]) { position += 1 }
        index = position
    }

    /// A `/` begins a regex literal where an expression begins (after `(`, `,`, `=`, `return`…),
    /// when no space follows it and another `/` closes it on the same line.
    private func isRegexStart() -> Bool {
        let next = byte(1)
        guard next != 32, next != 9, next != 10, next != UInt8(ascii: "=") else { return false }
        guard let last = lastSignificantToken() else { return true }
        let opensExpression = switch last.kind {
        case .plain: last.range.count == 1 && Self.opensExpression(bytes[last.range.lowerBound])
        case .identifier: bytes[last.range].elementsEqual("return".utf8)
        case .operator: true
        default: false
        }
        guard opensExpression else { return false }
        var position = index + 1
        var inClass = false
        while position < bytes.count, bytes[position] != 10 {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass: return true
            default: break
            }
            position += 1
        }
        return false
    }

    /// The last token that is not whitespace or a comment.
    private func lastSignificantToken() -> SwiftToken? {
        var position = count - 1
        while position >= 0 {
            let token = tokens[position]
            let isWhitespace = token.kind == .plain && Self.isWhitespace(bytes[token.range.lowerBound])
            if !isWhitespace, token.kind != .comment, token.kind != .docComment { return token }
            position -= 1
        }
        return nil
    }

    private static func opensExpression(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "{"),
             UInt8(ascii: ";"):
            true
        default:
            false
        }
    }

    private mutating func lexRegex() {
        index += 1
        var inClass = false
        while index < bytes.count, bytes[index] != 10 {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass:
                index += 1
                return
            default: break
            }
            index += 1
        }
    }

    /// - Parameter depth: the comments already open, when a line starts inside them.
    private mutating func lexBlockComment(depth open: Int = 0) {
        var depth = open
        defer { if depth > 0 { carry = .blockComment(depth: depth) } }
        while index < bytes.count {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// From the opening quote to the closing one and its `#`s; interpolations are lexed as code.
    /// - Parameter isContinued: the source starts inside a multi-line string, past its opening quotes.
    private mutating func lexString(hashes: Int, isContinued: Bool = false) {
        var start = index
        let isMultiline = isContinued || byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        if !isContinued { index += isMultiline ? 3 : 1 }
        while index < bytes.count {
            let c = byte()
            if c == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                if isMultiline, byte(1 + hashes) == UInt8(ascii: "\n") {
                    // A line continuation: not part of the string's text.
                    add(.string, from: start)
                    let continuation = index
                    index += 1 + hashes
                    add(.plain, from: continuation)
                    start = index
                } else if byte(1 + hashes) == UInt8(ascii: "("), interpolations < Self.deepestInterpolation {
                    add(.string, from: start)
                    let open = index
                    index += 2 + hashes
                    add(.plain, from: open)
                    interpolations += 1
                    lexCode(until: UInt8(ascii: ")"))
                    interpolations -= 1
                    start = index
                    if index < bytes.count { index += 1 }
                    add(.plain, from: start)
                    start = index
                } else {
                    index += 2 + hashes
                }
            } else if c == UInt8(ascii: "\"") && (!isMultiline || (byte(1) == c && byte(2) == c)) && hasHashes(hashes, at: index + (isMultiline ? 3 : 1)) {
                index += (isMultiline ? 3 : 1)
                add(.string, from: start)
                let closingHashes = index
                index += hashes
                add(.plain, from: closingHashes)
                return
            } else if c == UInt8(ascii: "\n"), !isMultiline {
                break
            } else {
                index += 1
            }
        }
        if isMultiline, index >= bytes.count { carry = .multilineString(hashes: hashes) }
        add(.string, from: start)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private mutating func lexNumber() {
        let radix = byte(1)
        let isRadix = byte() == UInt8(ascii: "0") && (radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o"))
        let isHex = isRadix && byte(1) == UInt8(ascii: "x")
        if isRadix { index += 2 }
        while index < bytes.count {
            let c = byte()
            if Self.isDigit(c) || c == UInt8(ascii: "_") || (isHex && Self.isHexLetter(c)) {
                index += 1
            } else if c == UInt8(ascii: "."), Self.isDigit(byte(1)), !isRadix || isHex {
                index += 1
            } else if !isRadix && (c == UInt8(ascii: "e") || c == UInt8(ascii: "E")) || isHex && (c == UInt8(ascii: "p") || c == UInt8(ascii: "P")) {
                let sign = byte(1) == UInt8(ascii: "-") || byte(1) == UInt8(ascii: "+") ? 1 : 0
                guard Self.isDigit(byte(1 + sign)) else { return }
                index += 1 + sign
            } else {
                return
            }
        }
    }

    /// Swift's rule: an operator holds dots only if it starts with one (`...`, `..<`).
    private mutating func lexOperator() {
        let dotted = byte() == UInt8(ascii: ".")
        while index < bytes.count, Self.isOperatorCharacter(byte()), dotted || byte() != UInt8(ascii: ".") {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*") { return }
            index += 1
        }
    }

    public static func isIdentifierStart(_ c: UInt8) -> Bool {
        // `| 0x20` makes an ASCII capital lowercase, and nothing else a lowercase letter.
        let lowercased = c | 0x20
        return (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z")) || c == UInt8(ascii: "_") || c >= 0x80
    }

    public static func isIdentifierContinue(_ c: UInt8) -> Bool {
        // Every byte of a UTF-8 sequence continues a name; an ASCII one is looked up in a mask
        // of 64 bits (0–63 or 64–127), a few instructions for the bytes that make most of a lesson.
        if c >= 0x80 { return true }
        let mask: UInt64 = c < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return mask >> (c & 63) & 1 != 0
    }

    /// The line feeds in a token's bytes: how many lines the readers of the tokens move down past it.
    public static func lineFeeds(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Space, tab, line feed, carriage return: the runs the lexer keeps as plain tokens.
    public static func isWhitespace(_ c: UInt8) -> Bool {
        c == 32 || c == 9 || c == 10 || c == 13
    }

    public static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func isHexLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    public static func isOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// `#"`, `##"`: a raw string, not a `#` word.
    private static func isRawStringStart(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }
}

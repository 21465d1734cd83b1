import SwiftHighlighting
import SwiftLexing

// Frozen copy (see `ReferenceSwiftHighlighter`): do not change it to follow the highlighter.

/// Splits Swift source into tokens by their spelling alone: comments, strings (with the code of
/// their interpolations), numbers, words, attributes, `#` words, operators and punctuation.
/// Never fails: text it does not recognise becomes plain tokens, so invalid code still shows.
struct ReferenceSwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [SwiftToken] = []

    static func tokens(in bytes: [UInt8]) -> [SwiftToken] {
        var lexer = ReferenceSwiftLexer(bytes: bytes)
        lexer.lexCode(until: nil)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 3)
    }

    private func byte(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private mutating func add(_ kind: SwiftToken.Kind, from start: Int) {
        // An escape at the very end (`"a\`) steps past the last byte: a token never does.
        index = min(index, bytes.count)
        if start < index { tokens.append(SwiftToken(kind: kind, range: start..<index)) }
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    private mutating func lexCode(until closing: UInt8?) {
        var depth = 0
        while index < bytes.count {
            let start = index
            let c = byte()
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                while index < bytes.count, [32, 9, 10, 13].contains(byte()) { index += 1 }
                add(.plain, from: start)
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                let isDoc = byte(2) == UInt8(ascii: "/") && byte(3) != UInt8(ascii: "/")
                while index < bytes.count, byte() != UInt8(ascii: "\n") { index += 1 }
                add(isDoc ? .docComment : .comment, from: start)
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                let isDoc = byte(2) == UInt8(ascii: "*") && byte(3) != UInt8(ascii: "/")
                lexBlockComment()
                add(isDoc ? .docComment : .comment, from: start)
            case UInt8(ascii: "/") where isRegexStart():
                lexRegex()
                add(.string, from: start)
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#") where Self.isRawStringStart(bytes, at: index):
                var hashes = 0
                while byte() == UInt8(ascii: "#") { hashes += 1; index += 1 }
                add(.plain, from: start)
                lexString(hashes: hashes)
            case UInt8(ascii: "#") where Self.isIdentifierStart(byte(1)):
                index += 1
                skipIdentifier()
                add(.macro, from: start)
            case UInt8(ascii: "@") where Self.isIdentifierStart(byte(1)):
                index += 1
                skipIdentifier()
                add(.attribute, from: start)
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, byte() != UInt8(ascii: "`"), byte() != UInt8(ascii: "\n") { index += 1 }
                if byte() == UInt8(ascii: "`") { index += 1 }
                add(.identifier, from: start)
            case UInt8(ascii: "$") where Self.isIdentifierContinue(byte(1)):
                index += 1
                skipIdentifier()
                add(.identifier, from: start)
            case _ where Self.isDigit(c):
                lexNumber()
                add(.number, from: start)
            case _ where Self.isIdentifierStart(c):
                skipIdentifier()
                add(.identifier, from: start)
            case UInt8(ascii: "("):
                depth += 1
                index += 1
                add(.plain, from: start)
            case UInt8(ascii: ")"):
                if closing == c, depth == 0 { return }
                depth -= 1
                index += 1
                add(.plain, from: start)
            case _ where Self.isOperatorCharacter(c):
                lexOperator()
                add(.operator, from: start)
            default:
                index += 1
                add(.plain, from: start)
            }
        }
    }

    /// A `/` begins a regex literal where an expression begins (after `(`, `,`, `=`, `return`…),
    /// when no space follows it and another `/` closes it on the same line.
    private func isRegexStart() -> Bool {
        let next = byte(1)
        guard next != 32, next != 9, next != 10, next != UInt8(ascii: "=") else { return false }
        guard let last = tokens.last(where: { !($0.kind == .plain && [32, 9, 10, 13].contains(bytes[$0.range.lowerBound])) && $0.kind != .comment && $0.kind != .docComment }) else { return true }
        let lastText = bytes[last.range]
        let opensExpression = last.kind == .plain && lastText.count == 1 && "([,:={;".utf8.contains(lastText.first!)
            || last.kind == .identifier && Array(lastText) == Array("return".utf8)
            || last.kind == .operator
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

    private mutating func lexBlockComment() {
        var depth = 0
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
    private mutating func lexString(hashes: Int) {
        var start = index
        let isMultiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
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
                } else if byte(1 + hashes) == UInt8(ascii: "(") {
                    add(.string, from: start)
                    let open = index
                    index += 2 + hashes
                    add(.plain, from: open)
                    lexCode(until: UInt8(ascii: ")"))
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
        add(.string, from: start)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private mutating func lexNumber() {
        let isRadix = byte() == UInt8(ascii: "0") && [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(byte(1))
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

    private mutating func skipIdentifier() {
        while index < bytes.count, Self.isIdentifierContinue(byte()) { index += 1 }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_") || c >= 0x80
    }

    static func isIdentifierContinue(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func isHexLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    static func isOperatorCharacter(_ c: UInt8) -> Bool {
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
    private static func isRawStringStart(_ bytes: [UInt8], at index: Int) -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }
}

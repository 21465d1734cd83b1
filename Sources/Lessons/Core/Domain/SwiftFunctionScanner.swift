/// Finds the functions a piece of Swift declares, `func name(` or `func name<`, with their lines.
///
/// Enough to know which tests a lesson's code or a test file defines; a `func` inside a string
/// literal or a block comment would be taken too, which course code does not do. It reads UTF-8
/// bytes directly: every Swift block of every lesson goes through it.
public enum SwiftFunctionScanner {
    public static func functions(in code: String) -> [(name: String, line: Int)] {
        var code = code
        return code.withUTF8(functions(in:))
    }

    private static func functions(in bytes: UnsafeBufferPointer<UInt8>) -> [(name: String, line: Int)] {
        var found: [(name: String, line: Int)] = []
        var line = 1
        var index = 0
        var inComment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                inComment = false
            } else if !inComment, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                inComment = true
            } else if !inComment, byte == UInt8(ascii: "f"), let name = functionName(in: bytes, at: index) {
                found.append((name, line))
            }
            index += 1
        }
        return found
    }

    private static let keyword = Array("func ".utf8)

    /// The name declared when `func ` starts at `start` as a word of its own, followed by `(` or `<`.
    private static func functionName(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> String? {
        // Compared in place: this runs at every `f` of every Swift block of the course.
        let keyword = Self.keyword
        guard start + keyword.count < bytes.count, keyword.indices.allSatisfy({ bytes[start + $0] == keyword[$0] }) else { return nil }
        if start > 0, isIdentifierByte(bytes[start - 1]) { return nil }
        var cursor = start + keyword.count
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, isIdentifierByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart else { return nil }
        let nameEnd = cursor
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") || bytes[cursor] == UInt8(ascii: "<") else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
    }

    /// ASCII letters, digits and `_`, and any byte of a multi-byte character (Swift allows those in names).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

import SiteCore

/// A line of code every byte of which is a `Character` of its own: ASCII without a carriage return
/// (among ASCII scalars only `"\r\n"` makes one `Character` of two). Such a line reads the same byte
/// by byte as `Character` by `Character`, so the assembly reads nearly every line of a course
/// without forming graphemes; any other line is read as a `String`, as the rules are written.
///
/// A view of bytes owned by someone else: use it only inside the closure that lends them.
struct PlainLine {
    let bytes: UnsafeBufferPointer<UInt8>

    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 || byte == .carriageReturn { return false }
        return true
    }

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// `trimmingLeadingSpaces`: without its indentation.
    var trimmingLeadingSpaces: PlainLine { dropping { $0 == .space || $0 == .tab } }

    func dropFirst(_ count: Int) -> PlainLine {
        PlainLine(bytes: UnsafeBufferPointer(rebasing: bytes[Swift.min(count, bytes.count)...]))
    }

    func prefix(_ count: Int) -> PlainLine {
        PlainLine(bytes: UnsafeBufferPointer(rebasing: bytes[..<Swift.min(count, bytes.count)]))
    }

    func dropping(while isDropped: (UInt8) -> Bool) -> PlainLine {
        dropFirst(bytes.firstIndex { !isDropped($0) } ?? bytes.count)
    }

    func prefix(while isKept: (UInt8) -> Bool) -> PlainLine {
        prefix(bytes.firstIndex { !isKept($0) } ?? bytes.count)
    }

    func hasPrefix(_ ascii: StaticString) -> Bool {
        ascii.utf8CodeUnitCount <= bytes.count && prefix(ascii.utf8CodeUnitCount).elementsEqual(ascii)
    }

    func contains(_ byte: UInt8) -> Bool { bytes.contains(byte) }

    func contains(_ ascii: StaticString) -> Bool { firstOffset(of: ascii) != nil }

    /// Where `ascii` first occurs, in bytes from the start.
    func firstOffset(of ascii: StaticString) -> Int? {
        ascii.withUTF8Buffer { ByteSearch.firstOffset(of: $0, in: bytes) }
    }

    func elementsEqual(_ ascii: StaticString) -> Bool {
        ascii.utf8CodeUnitCount == bytes.count && ascii.withUTF8Buffer { $0.elementsEqual(bytes) }
    }

    /// The first word between runs of `isSeparator`, as `split(whereSeparator:)` gives them,
    /// taken off the line; nil when none is left.
    mutating func nextWord(separatedBy isSeparator: (UInt8) -> Bool) -> PlainLine? {
        self = dropping(while: isSeparator)
        guard !isEmpty else { return nil }
        let word = prefix { !isSeparator($0) }
        self = dropFirst(word.count)
        return word
    }

    /// Letters, digits and `_`, the `Character`s of an identifier (`isLetter`, `isNumber`) in ASCII.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}

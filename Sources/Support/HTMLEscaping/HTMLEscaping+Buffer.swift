// Escaping into a buffer the caller owns, through pointers: the Swift highlighter writes a whole
// block's HTML into one buffer, and a `String` or an array per token cost most of its time.
extension HTMLEscaping {
    /// `&quot;`: the most a byte becomes.
    public static let longestEscape = 6

    // The writers take the buffer and position as arguments and give back the new position: kept
    // in a value, the position would be reloaded after every byte written through a pointer that
    // might point into it.

    /// Writes `source[range]` escaped at `output + start` and gives back where it ended; `output`
    /// must have room for `longestEscape` bytes per source byte. For callers that build a page in a
    /// buffer of their own (the Swift highlighter), with the same entities as `escape(_:)`.
    @inlinable
    public static func write(escaping source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to output: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
        var position = start
        var index = range.lowerBound
        // Eight bytes at a time while none of them is to be escaped.
        while index + 8 <= range.upperBound {
            let word = UnsafeRawPointer(source.baseAddress! + index).loadUnaligned(as: UInt64.self)
            guard !hasByte(word, "&"), !hasByte(word, "<"), !hasByte(word, ">"), !hasByte(word, "\""), !hasByte(word, "'") else { break }
            UnsafeMutableRawPointer(output + position).storeBytes(of: word, as: UInt64.self)
            index += 8
            position += 8
        }
        for index in index..<range.upperBound {
            if let entity = entity(for: source[index]) {
                position = write(unescaped: entity, to: output, at: position)
            } else {
                output[position] = source[index]
                position += 1
            }
        }
        return position
    }

    /// Whether any of the eight bytes of `word` is `byte`: `word ^ byte…byte` has a zero byte
    /// exactly where `word` holds `byte`, and the classic test for a zero byte (subtract one from
    /// each byte, keep the high bits that were clear before) is nonzero exactly when there is one.
    @inlinable
    public static func hasByte(_ word: UInt64, _ byte: Unicode.Scalar) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte.value))
        return (difference &- ones) & ~difference & (ones << 7) != 0
    }

    /// Writes `text` as it is at `output + position` (room made for it) and gives back where it
    /// ended. Tags and entities are 4 to 19 bytes: copied as overlapping 8- or 4-byte words rather
    /// than by a call to `memcpy` each.
    @inlinable
    public static func write(unescaped text: StaticString, to output: UnsafeMutablePointer<UInt8>, at position: Int) -> Int {
        let length = text.utf8CodeUnitCount
        let from = UnsafeRawPointer(text.utf8Start)
        let to = UnsafeMutableRawPointer(output + position)
        if length >= 8 {
            var offset = 0
            while offset < length - 8 {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        } else {
            for offset in 0..<length { to.storeBytes(of: from.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self) }
        }
        return position + length
    }
}

/// The HTML of a highlighted block, written through a pointer into one buffer that grows by
/// doubling. Appending to an `[UInt8]` checked its uniqueness and capacity on every byte; here a
/// line of a token reserves room for its worst case once, then writes unchecked.
struct HighlightedHTML: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Writes `source[range]` escaped (`& < > " '`), in a span opened by `openingTag` on each of
    /// its lines when it has one: a span never crosses a line, so each line of the HTML stands on
    /// its own and a frame can mark a line of a multi-line string or comment.
    mutating func append(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, openingTag: StaticString?) {
        precondition(range.lowerBound >= 0 && range.upperBound <= source.count)
        guard let openingTag else {
            reserve(Self.longestEscape * range.count)
            count = Self.writeEscaped(source, range, to: base, at: count)
            return
        }
        var start = range.lowerBound
        while start < range.upperBound {
            let end = Self.lineEnd(source, from: start, before: range.upperBound)
            if start < end {
                reserve(openingTag.utf8CodeUnitCount + Self.longestEscape * (end - start) + Self.closingTag.utf8CodeUnitCount)
                var position = Self.write(openingTag, to: base, at: count)
                position = Self.writeEscaped(source, start..<end, to: base, at: position)
                count = Self.write(Self.closingTag, to: base, at: position)
            }
            if end < range.upperBound {
                reserve(1)
                base[count] = UInt8(ascii: "\n")
                count += 1
            }
            start = end + 1
        }
    }

    /// A `String` of what was written: valid UTF-8 when the source was, as tags and entities go
    /// between whole characters.
    consuming func string() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// `&quot;`: the most a byte becomes.
    private static let longestEscape = 6
    private static let closingTag: StaticString = "</span>"

    // The writers take the buffer and position as arguments and give back the new position: kept
    // in `self`, the position would be reloaded after every byte written through a pointer that
    // might point into `self`.

    /// Only after `reserve` made room for the worst case.
    private static func writeEscaped(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to output: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
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
            let byte = source[index]
            // Every byte to escape is at most `>`: letters and UTF-8 go straight through.
            guard byte <= UInt8(ascii: ">") else {
                output[position] = byte
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "&"): position = write("&amp;", to: output, at: position)
            case UInt8(ascii: "<"): position = write("&lt;", to: output, at: position)
            case UInt8(ascii: ">"): position = write("&gt;", to: output, at: position)
            case UInt8(ascii: "\""): position = write("&quot;", to: output, at: position)
            case UInt8(ascii: "'"): position = write("&#39;", to: output, at: position)
            default:
                output[position] = byte
                position += 1
            }
        }
        return position
    }

    /// Where the line that `start` is on ends: at its line feed, or at `end`.
    private static func lineEnd(_ source: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int {
        var index = start
        while index + 8 <= end, !hasByte(UnsafeRawPointer(source.baseAddress! + index).loadUnaligned(as: UInt64.self), "\n") {
            index += 8
        }
        while index < end, source[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// Whether any of the eight bytes of `word` is `byte`: `word ^ byte…byte` has a zero byte
    /// exactly where `word` holds `byte`, and the classic test for a zero byte (subtract one from
    /// each byte, keep the high bits that were clear before) is nonzero exactly when there is one.
    private static func hasByte(_ word: UInt64, _ byte: Unicode.Scalar) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte.value))
        return (difference &- ones) & ~difference & (ones << 7) != 0
    }

    /// Only after `reserve` made room for it. Tags and entities are 4 to 19 bytes: copied as
    /// overlapping 8- or 4-byte words rather than by a call to `memcpy` each.
    private static func write(_ text: StaticString, to output: UnsafeMutablePointer<UInt8>, at position: Int) -> Int {
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

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(2 * capacity, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = grown
    }
}

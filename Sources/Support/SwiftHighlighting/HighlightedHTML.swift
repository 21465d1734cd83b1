internal import HTMLEscaping

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
            reserve(HTMLEscaping.longestEscape * range.count)
            count = HTMLEscaping.write(escaping: source, range, to: base, at: count)
            return
        }
        var start = range.lowerBound
        while start < range.upperBound {
            let end = Self.lineEnd(source, from: start, before: range.upperBound)
            if start < end {
                reserve(openingTag.utf8CodeUnitCount + HTMLEscaping.longestEscape * (end - start) + Self.closingTag.utf8CodeUnitCount)
                var position = HTMLEscaping.write(unescaped: openingTag, to: base, at: count)
                position = HTMLEscaping.write(escaping: source, start..<end, to: base, at: position)
                count = HTMLEscaping.write(unescaped: Self.closingTag, to: base, at: position)
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

    /// What was written, as bytes, for a page built as bytes: not checked to be UTF-8 again.
    consuming func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private static let closingTag: StaticString = "</span>"

    /// Where the line that `start` is on ends: at its line feed, or at `end`.
    private static func lineEnd(_ source: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int {
        var index = start
        while index + 8 <= end, !HTMLEscaping.hasByte(UnsafeRawPointer(source.baseAddress! + index).loadUnaligned(as: UInt64.self), "\n") {
            index += 8
        }
        while index < end, source[index] != UInt8(ascii: "\n") { index += 1 }
        return index
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

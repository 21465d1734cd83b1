#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a lesson's Swift blocks go in its body until the course's code is known.
///
/// A lesson's body is rendered when the lesson is read, before every lesson has been: a Swift
/// block's frame needs the whole course (which file it writes, what changed since the file's
/// previous version), so the body keeps a slot for it, filled when its page is written.
/// Slots are HTML comments, which a lesson in cmark-gfm's safe mode cannot write itself.
enum SwiftBlockSlots {
    private static let opening = "<!--course-site:swift:"
    private static let closing = "-->"

    static func slot(forBlock index: Int) -> String {
        opening + String(index) + closing
    }

    /// `html` with each slot replaced by `fill(index)`.
    ///
    /// Slots are found in the UTF-8 bytes, and the text between them is copied as it is:
    /// Foundation's `range(of:)` on a Spanish body (not ASCII) built UTF-16 breadcrumbs over and
    /// over, and took a quarter of a 1,000-lesson build.
    static func filling(_ html: String, with fill: (Int) -> String) -> String {
        var copy = html
        let slots = copy.withUTF8(slots(in:))
        guard !slots.isEmpty else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count)
        var copied = html.startIndex
        for slot in slots {
            // Slots start and end on ASCII bytes, so their offsets are character boundaries.
            let start = html.utf8.index(html.startIndex, offsetBy: slot.start)
            result += html[copied..<start]
            result += fill(slot.index)
            copied = html.utf8.index(html.startIndex, offsetBy: slot.end)
        }
        return result + html[copied...]
    }

    /// Each slot's byte range and block index, in order.
    private static func slots(in bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int, index: Int)] {
        let opening = Array(Self.opening.utf8)
        let closing = Array(Self.closing.utf8)
        var slots: [(start: Int, end: Int, index: Int)] = []
        var searchFrom = 0
        while let found = firstIndex(of: opening, in: bytes, from: searchFrom) {
            var end = found + opening.count
            var index = 0
            // At most 9 digits: an index that cannot be a block's is left as written.
            while end < bytes.count, end - found - opening.count < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                index = index * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            let digits = end - found - opening.count
            guard digits > 0, digits < 10, starts(with: closing, in: bytes, at: end) else {
                searchFrom = found + 1
                continue
            }
            slots.append((found, end + closing.count, index))
            searchFrom = end + closing.count
        }
        return slots
    }

    /// `memchr` finds each candidate first byte: a body is tens of kilobytes with a few slots.
    private static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = pattern.first, let base = bytes.baseAddress, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            guard let found = memchr(base + index, Int32(first), bytes.count - pattern.count + 1 - index) else { return nil }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if starts(with: pattern, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func starts(with pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[start + offset] != pattern[offset] { return false }
        return true
    }
}

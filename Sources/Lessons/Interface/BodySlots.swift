#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The places of a lesson's body left open when it is rendered, filled when its pages are written.
///
/// A body is rendered once, when its lesson is read, before every lesson has been: what differs
/// between the lesson's page and its part of the print page (each heading's id, each rewritten
/// link's destination) and what needs the whole course (each Swift block's frame) is a slot.
/// cmark-gfm writes each slot as a marker, which `cut(_:)` takes out of the rendered body at once,
/// keeping where it was and what it stands for (`LessonBodyDraft.Slot`): the draft holds no marker.
/// The marker holds a nonce drawn once per process, so no lesson can write one, raw HTML included.
enum BodySlots {
    enum Kind: UInt8 {
        /// Where a heading's opening markup goes (`<h2 id="…">`).
        case headingOpening = 0x6F // o
        /// Where a heading's closing markup goes (its permalink, `</h2>`).
        case headingClosing = 0x63 // c
        /// Where a link's destination goes, inside its `href`.
        case link = 0x6C // l
        /// Where a Swift block's frame goes.
        case swiftBlock = 0x73 // s
    }

    /// `~cs` and the nonce, in characters a link's href keeps as they are.
    private static let prefix = Array(("~cs" + String(UInt64.random(in: .min ... .max), radix: 36) + "-").utf8)

    static func marker(_ kind: Kind, _ index: Int) -> String {
        precondition((0..<1_000_000_000).contains(index), "a marker holds at most 9 digits, as `markers(in:)` reads them")
        // One string of its final size: a lesson has a marker for every heading, link and Swift
        // block, and joining the pieces allocated each of them.
        var marker = ""
        marker.reserveCapacity(prefixText.utf8.count + 12)
        marker += prefixText
        marker.unicodeScalars.append(Unicode.Scalar(kind.rawValue))
        marker += String(index)
        marker += "~"
        return marker
    }

    private static let prefixText = String(decoding: prefix, as: UTF8.self)

    /// `rendered` without its markers, and the slots they stood for, in order, each at its offset in the bytes left.
    static func cut(_ rendered: [UInt8]) -> (html: [UInt8], slots: [LessonBodyDraft.Slot]) {
        let markers = rendered.withUnsafeBufferPointer(markers(in:))
        guard !markers.isEmpty else { return (rendered, []) }
        var html: [UInt8] = []
        html.reserveCapacity(rendered.count)
        var slots: [LessonBodyDraft.Slot] = []
        slots.reserveCapacity(markers.count)
        var copied = 0
        for marker in markers {
            html += rendered[copied..<marker.range.lowerBound]
            slots.append(LessonBodyDraft.Slot(offset: html.count, kind: marker.kind, index: marker.index))
            copied = marker.range.upperBound
        }
        html += rendered[copied...]
        return (html, slots)
    }

    private struct Marker {
        /// The marker's bytes in the body.
        let range: Range<Int>
        let kind: Kind
        let index: Int
    }

    /// Every marker of `body`, in order.
    private static func markers(in body: UnsafeBufferPointer<UInt8>) -> [Marker] {
        guard let base = body.baseAddress else { return [] }
        let prefix = Self.prefix
        var found: [Marker] = []
        var position = 0
        while position + prefix.count < body.count {
            // `~` is rare in a body: `memchr` skips to the next one.
            guard let tilde = memchr(base + position, Int32(prefix[0]), body.count - position) else { break }
            position = base.distance(to: tilde.assumingMemoryBound(to: UInt8.self))
            guard position + prefix.count < body.count, prefix.indices.allSatisfy({ body[position + $0] == prefix[$0] }),
                  let kind = Kind(rawValue: body[position + prefix.count])
            else {
                position += 1
                continue
            }
            var end = position + prefix.count + 1
            let digits = end
            var index = 0
            // At most 9 digits: a marker never holds more.
            while end < body.count, end - digits < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(body[end]) {
                index = index * 10 + Int(body[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard (1...9).contains(end - digits), end < body.count, body[end] == UInt8(ascii: "~") else {
                position += 1
                continue
            }
            found.append(Marker(range: position..<(end + 1), kind: kind, index: index))
            position = end + 1
        }
        return found
    }
}

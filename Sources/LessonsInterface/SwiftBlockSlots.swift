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
    /// Searches the UTF-8 bytes: Foundation's `range(of:)` counted UTF-16 offsets through every
    /// page with an accent in it, and was a fifth of a whole build's time.
    static func filling(_ html: String, with fill: (Int) -> String) -> String {
        var html = html
        return html.withUTF8 { bytes -> String? in
            guard var start = firstOccurrence(of: openingBytes, in: bytes, from: 0) else { return nil }
            var result = ""
            result.reserveCapacity(bytes.count)
            var copied = 0
            while true {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<start]), as: UTF8.self)
                let afterOpening = start + openingBytes.count
                if let end = firstOccurrence(of: closingBytes, in: bytes, from: afterOpening),
                   let index = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[afterOpening..<end]), as: UTF8.self)) {
                    result += fill(index)
                    copied = end + closingBytes.count
                } else {
                    result += opening
                    copied = afterOpening
                }
                guard let next = firstOccurrence(of: openingBytes, in: bytes, from: copied) else { break }
                start = next
            }
            return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
        } ?? html
    }

    private static let openingBytes = Array(opening.utf8)
    private static let closingBytes = Array(closing.utf8)

    /// Where `needle` (ASCII, so never inside a longer character) first starts in `bytes` at or after `from`.
    private static func firstOccurrence(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var candidate = from
        while let found = bytes[candidate...].firstIndex(of: needle[0]) {
            guard found + needle.count <= bytes.count else { return nil }
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return found }
            candidate = found + 1
        }
        return nil
    }
}

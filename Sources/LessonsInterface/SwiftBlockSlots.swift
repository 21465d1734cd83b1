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
    static func filling(_ html: String, with fill: (Int) -> String) -> String {
        guard html.contains(opening) else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count)
        var rest = html[...]
        while let start = rest.range(of: opening) {
            result += rest[..<start.lowerBound]
            let afterOpening = rest[start.upperBound...]
            guard let end = afterOpening.range(of: closing), let index = Int(afterOpening[..<end.lowerBound]) else {
                result += rest[start]
                rest = afterOpening
                continue
            }
            result += fill(index)
            rest = afterOpening[end.upperBound...]
        }
        return result + rest
    }
}

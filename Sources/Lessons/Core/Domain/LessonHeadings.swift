/// A lesson's headings, kept in a few buffers instead of two strings each (its text and its id):
/// a course of a thousand lessons has tens of thousands of headings, kept for the whole build.
/// Each `Heading` is made when it is read.
public struct LessonHeadings: RandomAccessCollection, Equatable, Sendable {
    /// Each heading's text, then its id.
    private var strings = PackedStrings()
    private var levels: [UInt8] = []
    private var lines: [Int32] = []

    public init(_ headings: [Heading] = []) {
        strings = PackedStrings(reservingCapacity: 2 * headings.count, byteCount: headings.reduce(0) { $0 + $1.text.utf8.count + $1.id.utf8.count })
        levels.reserveCapacity(headings.count)
        lines.reserveCapacity(headings.count)
        for heading in headings {
            strings.append(heading.text)
            strings.append(heading.id)
            levels.append(UInt8(clamping: heading.level))
            lines.append(Int32(clamping: heading.line))
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { levels.count }

    public subscript(position: Int) -> Heading {
        Heading(level: level(at: position), text: text(at: position), id: id(at: position), line: Int(lines[position]))
    }

    public func level(at position: Int) -> Int { Int(levels[position]) }

    public func text(at position: Int) -> String { strings[2 * position] }

    public func id(at position: Int) -> String { strings[2 * position + 1] }

    /// The text of the last heading below the title (level 2 or deeper) before `line`: the section
    /// the line is in, as a code frame names it.
    public func section(before line: Int) -> String? {
        let position = indices.last { Int(lines[$0]) < line && levels[$0] > 1 }
        return position.map(text(at:))
    }
}

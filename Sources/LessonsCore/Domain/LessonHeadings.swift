/// A lesson's headings, kept in a few buffers instead of two strings each (its text and its id):
/// a course of a thousand lessons has tens of thousands of headings, kept for the whole build.
/// Each `Heading` is made when it is read.
public struct LessonHeadings: RandomAccessCollection, Equatable, Sendable {
    /// Each heading's text, then its id.
    private var bytes: [UInt8] = []
    /// Where each heading's text ends in `bytes`, and where its id ends.
    private var ends: [(text: Int32, id: Int32)] = []
    private var levels: [UInt8] = []
    private var lines: [Int32] = []

    public init(_ headings: [Heading] = []) {
        bytes.reserveCapacity(headings.reduce(0) { $0 + $1.text.utf8.count + $1.id.utf8.count })
        ends.reserveCapacity(headings.count)
        levels.reserveCapacity(headings.count)
        lines.reserveCapacity(headings.count)
        for heading in headings {
            bytes += heading.text.utf8
            let textEnd = Int32(bytes.count)
            bytes += heading.id.utf8
            ends.append((textEnd, Int32(bytes.count)))
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

    public func text(at position: Int) -> String {
        let start = position == 0 ? 0 : Int(ends[position - 1].id)
        return String(decoding: bytes[start..<Int(ends[position].text)], as: UTF8.self)
    }

    public func id(at position: Int) -> String {
        String(decoding: bytes[Int(ends[position].text)..<Int(ends[position].id)], as: UTF8.self)
    }

    /// The text of the last heading below the title (level 2 or deeper) before `line`: the section
    /// the line is in, as a code frame names it.
    public func section(before line: Int) -> String? {
        let position = indices.last { Int(lines[$0]) < line && levels[$0] > 1 }
        return position.map(text(at:))
    }

    public static func == (lhs: LessonHeadings, rhs: LessonHeadings) -> Bool {
        lhs.bytes == rhs.bytes && lhs.levels == rhs.levels && lhs.lines == rhs.lines
            && lhs.ends.elementsEqual(rhs.ends) { $0.text == $1.text && $0.id == $1.id }
    }
}

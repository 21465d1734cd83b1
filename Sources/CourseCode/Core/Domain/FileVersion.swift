public import LessonsCore

/// One version of a file of the course's code, as a lesson shows it, with the lesson line each of
/// its lines was written on.
///
/// Kept compact, because every version of every file lives until the site is written: its lines
/// as numbers into the course's table of distinct lines (`CodeLines`), their origins as runs
/// (`LineOrigins`). `lines` and `origins` build arrays on each call; read one line with
/// `line(_:)` and `origin(ofLine:)`.
public struct FileVersion: Equatable, Sendable {
    /// The block that starts this version: its lesson, and its index among the lesson's Swift blocks.
    public let lesson: LessonPath
    public let block: Int
    private let table: CodeLines
    private let numbers: [UInt32]
    private let lineOrigins: LineOrigins
    /// Indexes of the lines added or changed since the previous version (every line of the first).
    public internal(set) var changedLines: Set<Int> = []

    public init(lesson: LessonPath, block: Int, lines: [String], origins: [SourceLine]) {
        precondition(lines.count == origins.count, "one origin per line")
        var interner = LineInterner()
        let numbers = lines.map { interner.number(of: $0) }
        self.init(lesson: lesson, block: block, table: interner.table(), numbers: numbers, origins: LineOrigins(origins))
    }

    init(lesson: LessonPath, block: Int, table: CodeLines, numbers: [UInt32], origins: LineOrigins, changedLines: Set<Int> = []) {
        precondition(numbers.count == origins.count, "one origin per line")
        self.lesson = lesson
        self.block = block
        self.table = table
        self.numbers = numbers
        self.lineOrigins = origins
        self.changedLines = changedLines
    }

    public var lines: [String] { numbers.map { table.strings[Int($0)] } }
    /// Where each line was written, line for line.
    public var origins: [SourceLine] { lineOrigins.all }
    public var lineCount: Int { numbers.count }

    public func line(_ index: Int) -> String { table.strings[Int(numbers[index])] }

    public func origin(ofLine index: Int) -> SourceLine { lineOrigins[index] }

    /// The file's text, as written to disk.
    public var text: String {
        var text = ""
        text.reserveCapacity(numbers.reduce(0) { $0 + table.strings[Int($1)].utf8.count + 1 })
        for number in numbers {
            text += table.strings[Int(number)]
            text += "\n"
        }
        return numbers.isEmpty ? "\n" : text
    }

    public static func == (lhs: FileVersion, rhs: FileVersion) -> Bool {
        lhs.lesson == rhs.lesson && lhs.block == rhs.block && lhs.changedLines == rhs.changedLines
            && lhs.lineOrigins == rhs.lineOrigins && lhs.hasSameLines(as: rhs)
    }

    /// Lines compared as `String`s, as `lines == other.lines` would, without building them when both
    /// versions share a table.
    private func hasSameLines(as other: FileVersion) -> Bool {
        guard numbers.count == other.numbers.count else { return false }
        guard table === other.table else { return lines == other.lines }
        return numbers == other.numbers || zip(numbers, other.numbers).allSatisfy { table.equalityClasses[Int($0)] == table.equalityClasses[Int($1)] }
    }
}

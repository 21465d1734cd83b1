public import LessonsCore

/// One version of a file of the course's code, as a lesson shows it, with the lesson line each of
/// its lines was written on.
public struct FileVersion: Equatable, Sendable {
    /// The block that starts this version: its lesson, and its index among the lesson's Swift blocks.
    public let lesson: LessonPath
    public let block: Int
    public internal(set) var lines: [String]
    /// Where each line was written, line for line.
    public internal(set) var origins: [SourceLine]
    /// Indexes of the lines added or changed since the previous version (every line of the first).
    public internal(set) var changedLines: Set<Int> = []

    public init(lesson: LessonPath, block: Int, lines: [String], origins: [SourceLine]) {
        precondition(lines.count == origins.count, "one origin per line")
        self.lesson = lesson
        self.block = block
        self.lines = lines
        self.origins = origins
    }

    /// The file's text, as written to disk.
    public var text: String { lines.joined(separator: "\n") + "\n" }
}

public import LessonsCore

/// A line of a lesson: where a line of the course's code was written.
public struct SourceLine: Hashable, Sendable {
    public let lesson: LessonPath
    public let line: Int

    public init(lesson: LessonPath, line: Int) {
        self.lesson = lesson
        self.line = line
    }
}

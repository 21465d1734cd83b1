public import CourseCodeCore
import LessonsCore

/// The course's code as one lesson writes it: each block is ```` ```swift ```` at `line` (its code
/// starts on the next line), assembled as the build assembles it.
public func makeCourseCode(lesson: String = "a.md", blocks: [(line: Int, code: String)]) -> CourseCode {
    makeCourseCode(lessons: [(lesson, blocks)])
}

/// The course's code as several lessons, in this order, write it.
public func makeCourseCode(lessons: [(path: String, blocks: [(line: Int, code: String)])]) -> CourseCode {
    AssembleCourseCodeUseCase().execute(lessons: lessons.map { lesson in
        (lessonPath(lesson.path), lesson.blocks.map { CodeBlock(info: "swift", code: $0.code, line: $0.line) })
    })
}

public func courseFilePath(_ value: String) -> CourseFilePath {
    guard let path = CourseFilePath(value) else { preconditionFailure("not a course file path: \(value)") }
    return path
}

/// A line of a lesson: `sourceLine("a.md", 12)`.
public func sourceLine(_ lesson: String, _ line: Int) -> SourceLine {
    SourceLine(lesson: lessonPath(lesson), line: line)
}

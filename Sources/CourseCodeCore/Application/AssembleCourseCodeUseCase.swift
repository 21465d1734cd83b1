public import LessonsCore

/// Follows the course's code through its lessons, in course order, the way a reader does: which
/// file each Swift block is a version of, and what every file is at each step.
///
/// The rules (the README lists them with examples):
/// 1. A block whose info string says `ignore` or `compile_fail`, or whose first line marks it as
///    a counter-example (`❌`, "NO hacemos") or as its good twin (`✅`), belongs to no file.
/// 2. A block whose first line is a path comment (`// App/Models/Email.swift`), or whose info
///    string says `file=App/Models/Email.swift`, is a new version of that file.
/// 3. A block that leaves braces open continues in the lesson's next blocks until they close
///    (lessons split long test classes with prose).
/// 4. A block that declares a type named as a file the course already has (`struct Password`
///    after `Password.swift`) is a new version of that file.
/// 5. A block of `func test…` methods adds them to (or replaces them in) the test file the
///    lesson showed last.
/// 6. Anything else is a piece of code shown on its own.
public struct AssembleCourseCodeUseCase: Sendable {
    public init() {}

    /// - Parameter lessons: every lesson in course order, with its Swift blocks.
    public func execute(lessons: [(path: LessonPath, blocks: [CodeBlock])]) -> CourseCode {
        // Asked for in the order given, once each.
        var next = lessons.makeIterator()
        return execute(lessons: lessons.map(\.path)) { _ in next.next()?.blocks ?? [] }
    }

    /// - Parameters:
    ///   - lessons: every lesson in course order.
    ///   - blocks: a lesson's Swift blocks, asked for once per lesson, in that order, and let go
    ///     after: a course's code need not be in memory all at once.
    public func execute<Failure: Error>(lessons: [LessonPath], blocks: (LessonPath) throws(Failure) -> [CodeBlock]) throws(Failure) -> CourseCode {
        var assembly = CourseCodeAssembly()
        for lesson in lessons {
            assembly.startLesson()
            for (index, block) in try blocks(lesson).enumerated() {
                assembly.place(block, key: CourseCode.BlockKey(lesson: lesson, index: index))
            }
        }
        return assembly.finished()
    }
}

public import LessonsCore

/// Follows the course's code through its lessons, in course order, the way a reader does: which
/// file each Swift block is a version of, and what every file is at each step.
///
/// The rules (the guide lists them with examples: docs/guide/03-checking/01-checking-the-code.md):
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
        var assembly = CourseCodeAssembly()
        for lesson in lessons {
            Self.place(lesson.blocks.map(BlockReading.init), of: lesson.path, in: &assembly)
        }
        return assembly.finished()
    }

    /// The same, with each lesson's blocks asked for when needed and let go after (a course's code
    /// need not be in memory all at once), read a run of lessons at a time, the next run read while
    /// the current one is placed: reading them (from disk, in a build, and what each says of itself,
    /// `BlockReading`) goes on beside following the code.
    ///
    /// - Parameters:
    ///   - lessons: every lesson in course order.
    ///   - lessonsPerRun: how many lessons' blocks are read ahead; at most two runs are held at a time.
    ///   - blocks: a lesson's Swift blocks, asked for once per lesson, in course order.
    public func execute(
        lessons: [LessonPath], lessonsPerRun: Int = 32, blocks: @escaping @Sendable (LessonPath) async throws -> [CodeBlock]
    ) async throws -> CourseCode {
        precondition(lessonsPerRun > 0, "a run holds at least one lesson")
        let runs = stride(from: 0, to: lessons.count, by: lessonsPerRun).map { lessons[$0..<min($0 + lessonsPerRun, lessons.count)] }
        @Sendable func read(_ index: Int) async throws -> [[BlockReading]] {
            guard index < runs.count else { return [] }
            try Task.checkCancellation()
            var read: [[BlockReading]] = []
            for lesson in runs[index] { read.append(try await blocks(lesson).map(BlockReading.init)) }
            return read
        }
        var assembly = CourseCodeAssembly()
        var current = try await read(0)
        for index in runs.indices {
            async let next = read(index + 1)
            for (lesson, lessonBlocks) in zip(runs[index], current) {
                Self.place(lessonBlocks, of: lesson, in: &assembly)
            }
            current = try await next
        }
        return await assembly.finishedOnEveryCore()
    }

    private static func place(_ blocks: [BlockReading], of lesson: LessonPath, in assembly: inout CourseCodeAssembly) {
        assembly.startLesson()
        for (index, block) in blocks.enumerated() {
            assembly.place(block, key: CourseCode.BlockKey(lesson: lesson, index: index))
        }
    }
}

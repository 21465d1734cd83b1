public import LessonsCore

/// The course's code step by step, as a student who types the blocks in order has it: after each
/// Swift block that writes a file, every file at its version then.
///
/// A step is a block that writes a version of some file (blocks set aside, counter-examples and
/// fragments, write none). The code at a step is a `CourseCode` like the whole course's: what
/// checks the final code (`CheckCourseCodeUseCase`, which compiles each file's last version) checks
/// the code at any step alike.
public struct CourseCodeSteps: Sendable {
    /// Every step, in course order.
    public let blocks: [CourseCode.BlockKey]
    private let code: CourseCode
    /// Each lesson's place in the course.
    private let ranks: [LessonPath: Int]

    /// - Parameter lessons: the course's lessons in reading order.
    public init(_ code: CourseCode, lessons: [LessonPath]) {
        self.code = code
        let ranks = Dictionary(lessons.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.ranks = ranks
        let written = Set(code.files.flatMap { file in file.versions.map { CourseCode.BlockKey(lesson: $0.lesson, index: $0.block) } })
        blocks = written.sorted { Self.comesBefore($0, $1, ranks: ranks) }
    }

    /// The code once the step's block is written: each file at its last version up to it; files
    /// the course has not shown yet are not there.
    public func code(at step: CourseCode.BlockKey) -> CourseCode {
        let isWritten = { (key: CourseCode.BlockKey) in key == step || Self.comesBefore(key, step, ranks: ranks) }
        let files = code.files.compactMap { file -> CourseFile? in
            let versions = file.versions.prefix { isWritten(CourseCode.BlockKey(lesson: $0.lesson, index: $0.block)) }
            return versions.isEmpty ? nil : CourseFile(path: file.path, versions: Array(versions))
        }
        return CourseCode(files: files, placements: code.placements.filter { isWritten($0.key) }, asides: code.asides.filter { isWritten($0.key) })
    }

    /// Course order: lessons in reading order (a lesson the course does not list, last), blocks in their lesson's order.
    private static func comesBefore(_ first: CourseCode.BlockKey, _ second: CourseCode.BlockKey, ranks: [LessonPath: Int]) -> Bool {
        let (firstRank, secondRank) = (ranks[first.lesson] ?? .max, ranks[second.lesson] ?? .max)
        if firstRank != secondRank { return firstRank < secondRank }
        if first.lesson != second.lesson { return first.lesson.value < second.lesson.value }
        return first.index < second.index
    }
}

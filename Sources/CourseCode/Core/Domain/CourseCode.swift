public import LessonsCore

/// The code the course writes: every file its lessons show, with each version in course order,
/// and what each Swift block of each lesson is to it.
public struct CourseCode: Equatable, Sendable {
    /// A Swift block of a lesson: the lesson, and its index among the lesson's Swift blocks.
    public struct BlockKey: Hashable, Sendable {
        public let lesson: LessonPath
        public let index: Int

        public init(lesson: LessonPath, index: Int) {
            self.lesson = lesson
            self.index = index
        }
    }

    /// What a block that belongs to no file is.
    public enum Aside: Equatable, Sendable {
        /// Marked as what not to do (`❌`, "NO hacemos").
        case counterExample
        /// Marked as what to do (`✅`), beside a counter-example: an illustration, not the course's file.
        case example
        /// Marked `ignore` (or `compile_fail`) in its info string.
        case ignored
        /// A piece of code shown on its own.
        case fragment
    }

    /// Files in the order the course first shows them.
    public let files: [CourseFile]
    public let placements: [BlockKey: BlockPlacement]
    public let asides: [BlockKey: Aside]
    /// Where each path first is in `files`: a frame asks for its file's previous version on every block.
    private let fileIndexes: [CourseFilePath: Int]

    public init(files: [CourseFile] = [], placements: [BlockKey: BlockPlacement] = [:], asides: [BlockKey: Aside] = [:]) {
        self.files = files
        self.placements = placements
        self.asides = asides
        fileIndexes = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func file(_ path: CourseFilePath) -> CourseFile? {
        fileIndexes[path].map { files[$0] }
    }
}

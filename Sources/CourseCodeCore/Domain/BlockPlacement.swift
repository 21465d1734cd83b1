/// What a Swift block of a lesson is to the course's code.
public struct BlockPlacement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A whole version of a file: named by a path comment or a `file=` attribute, or a type
        /// declared again under the name of a file the course already has.
        case version
        /// The rest of a version a block before it left open (its braces did not balance).
        case continuation
        /// Test methods added to, or replacing some in, the test file the lesson showed last.
        case testMethods
    }

    public let kind: Kind
    public let path: CourseFilePath
    /// The version this block makes or continues, from 0.
    public let version: Int
    /// The block's first line is the path comment, shown as the frame's title instead.
    public let dropsFirstLine: Bool
    /// The lesson lines of the code the block shows (without a dropped path comment).
    public let lines: Range<Int>
    /// Lines of the block (from 0, after a dropped path comment) added or changed since the file's previous version.
    public internal(set) var changedLines: Set<Int> = []

    public init(kind: Kind, path: CourseFilePath, version: Int, dropsFirstLine: Bool, lines: Range<Int>, changedLines: Set<Int> = []) {
        self.kind = kind
        self.path = path
        self.version = version
        self.dropsFirstLine = dropsFirstLine
        self.lines = lines
        self.changedLines = changedLines
    }
}

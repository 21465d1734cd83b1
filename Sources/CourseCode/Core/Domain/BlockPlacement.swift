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
    /// Lines at the top of the block that are no part of the file: its path comment (shown as the
    /// frame's title instead) and the blank lines after it.
    public let hiddenLines: Int
    /// The lesson lines of the code the block shows (without the hidden ones).
    public let lines: Range<Int>
    /// Lines of the block (from 0, after the hidden ones) added or changed since the file's previous version.
    public internal(set) var changedLines: Set<Int> = []

    public init(kind: Kind, path: CourseFilePath, version: Int, hiddenLines: Int, lines: Range<Int>, changedLines: Set<Int> = []) {
        self.kind = kind
        self.path = path
        self.version = version
        self.hiddenLines = hiddenLines
        self.lines = lines
        self.changedLines = changedLines
    }
}

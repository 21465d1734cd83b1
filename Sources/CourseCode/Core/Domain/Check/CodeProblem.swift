public import Localization

/// Something the check found wrong in the course's code, at the lesson line that wrote it.
public struct CodeProblem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The compiler's error, as it said it.
        case compileError
        /// The file uses a name from a module it does not import (`URLRequest` without `import Foundation`).
        case missingImport(module: String)
        /// The file uses a type that no lesson declares (one the course shows in a lesson that is not there).
        case typeNotInCourse(name: String)
        /// A test's assertion failed, or the test stopped the test run.
        case testFailed(test: String)
    }

    public let kind: Kind
    /// The file of the course's code; nil for the package as a whole (the linker, the toolchain).
    public let file: CourseFilePath?
    /// Where the lesson wrote the line; nil when no line of a lesson is to blame.
    public let location: SourceLine?
    public let message: LocalizedText

    public init(kind: Kind, file: CourseFilePath?, location: SourceLine?, message: LocalizedText) {
        self.kind = kind
        self.file = file
        self.location = location
        self.message = message
    }
}

extension CodeProblem {
    /// The same mistake in the same file, wherever its lesson line is now: a later version of the
    /// file moves it, and it is still the one an earlier block made.
    public func isSame(as other: CodeProblem) -> Bool {
        kind == other.kind && file == other.file && message == other.message
    }
}

/// A file of the package the check builds: a file of the course's code as it is compiled here,
/// which may differ from the lessons' by lines the check adds (`import FoundationNetworking` on
/// Linux) or leaves out (a test method that does not compile).
public struct PackageFile: Equatable, Sendable {
    public let path: CourseFilePath
    /// In the tests' module rather than the app's.
    public let isTest: Bool
    public let lines: [String]
    /// The lesson line each line was written on; nil for a line the check added.
    public let origins: [SourceLine?]

    public init(path: CourseFilePath, isTest: Bool, lines: [String], origins: [SourceLine?]) {
        precondition(lines.count == origins.count, "one origin per line")
        self.path = path
        self.isTest = isTest
        self.lines = lines
        self.origins = origins
    }

    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// The lesson line of the package's line `line` (from 1), or the nearest written above it.
    public func origin(ofLine line: Int) -> SourceLine? {
        guard !origins.isEmpty else { return nil }
        var index = min(max(line - 1, 0), origins.count - 1)
        while index >= 0 {
            if let origin = origins[index] { return origin }
            index -= 1
        }
        return origins.lazy.compactMap { $0 }.first
    }
}

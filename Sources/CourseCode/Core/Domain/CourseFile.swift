/// A file of the course's code and every version the lessons show of it, in course order.
public struct CourseFile: Equatable, Sendable {
    public let path: CourseFilePath
    public internal(set) var versions: [FileVersion]

    public init(path: CourseFilePath, versions: [FileVersion]) {
        self.path = path
        self.versions = versions
    }

    /// What the file is at the end of the course.
    public var finalVersion: FileVersion { versions[versions.count - 1] }
}

public import Localization

/// A file of the course's code after the check: its status, why (when it was not compiled), and
/// the problems found in it, at their lesson lines.
public struct FileCheck: Equatable, Sendable {
    public let path: CourseFilePath
    public internal(set) var status: FileCheckStatus
    /// Why it is Apple-only or left out: "declara la vista de SwiftUI CatalogView", "usa Product, que ninguna lección declara".
    public internal(set) var reason: LocalizedText?
    public internal(set) var problems: [CodeProblem]

    public init(path: CourseFilePath, status: FileCheckStatus, reason: LocalizedText? = nil, problems: [CodeProblem] = []) {
        self.path = path
        self.status = status
        self.reason = reason
        self.problems = problems
    }
}

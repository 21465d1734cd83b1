public import Foundation

/// Where git records that the checked-out commit changed, which changes the dates a build reads
/// from `git log`.
public struct GitHistoryFiles: Equatable, Sendable {
    /// The log git appends to whenever a commit, a checkout or a reset moves `HEAD`
    /// (`<git dir>/logs/HEAD`); missing until the first commit, and in a repository that keeps no logs.
    public let headLog: URL
    /// The branches' files (`refs/heads`): a commit rewrites its branch's file after appending to
    /// the log, in a separate step that may come a moment later, and with or without logs.
    public let branches: URL

    public init(headLog: URL, branches: URL) {
        self.headLog = headLog
        self.branches = branches
    }
}

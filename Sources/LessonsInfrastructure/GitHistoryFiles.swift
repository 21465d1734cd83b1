public import Foundation
public import LessonsCore

/// Where git records that the checked-out commit moved: the log of `HEAD` and the branches' files.
public struct GitHistoryFiles: LessonHistoryRecords, Equatable {
    /// The log git appends to whenever a commit, a checkout or a reset moves `HEAD`
    /// (`<git dir>/logs/HEAD`); missing until the first commit, and in a repository that keeps no logs.
    public let headLog: URL
    /// The branches' files (`<common dir>/refs/heads`): a commit rewrites its branch's file after
    /// appending to the log, in a step of its own that may come a moment later, logs or not.
    public let branches: URL

    public init(headLog: URL, branches: URL) {
        self.headLog = headLog.standardizedFileURL
        self.branches = branches.standardizedFileURL
    }

    public var folders: [URL] {
        [headLog.deletingLastPathComponent(), branches]
    }

    /// A longer log of `HEAD`, or a branch's file written, renamed into place or removed, is a
    /// move; its `.lock` (written first) and other references' logs (a fetch's) are not.
    public func recordsAMove(_ path: String) -> Bool? {
        let logs = headLog.deletingLastPathComponent().path
        let branchesPath = branches.path
        if path == headLog.path || path == branchesPath { return true }
        if path.hasPrefix(branchesPath + "/") { return !path.hasSuffix(".lock") }
        if path.hasPrefix(logs + "/") { return false }
        return nil
    }
}

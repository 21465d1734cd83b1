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

    /// A longer log of `HEAD`, a branch's file written, renamed into place or removed, or either
    /// folder itself made or removed, is a move; a branch's `.lock` (written first; git allows no
    /// branch name ending so) and other references' logs (a fetch's) are not.
    public func change(at path: String) -> LessonHistoryChange {
        let path = path.hasSuffix("/") ? String(path.dropLast()) : path
        let logs = headLog.deletingLastPathComponent().path
        if path == headLog.path || path == logs || path == branches.path { return .moved }
        if path.hasPrefix(branches.path + "/") { return path.hasSuffix(".lock") ? .otherRecord : .moved }
        if path.hasPrefix(logs + "/") { return .otherRecord }
        return .outside
    }
}

public import Foundation

/// Where the content's history records that the checked-out version moved (a commit, a checkout,
/// a reset), which changes the dates `LessonHistory` gives: a preview watches these folders and
/// builds again when a record changes, since no lesson file does.
public protocol LessonHistoryRecords: Sendable {
    /// The folders that hold the records, as the preview watches them.
    var folders: [URL] { get }

    /// What a changed path (absolute, as the watcher names it) says.
    /// - Returns: true for a record of a move, false for another file of those folders, nil for a
    ///   path outside them.
    func recordsAMove(_ path: String) -> Bool?
}

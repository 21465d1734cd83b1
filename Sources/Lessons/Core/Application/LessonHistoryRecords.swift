public import Foundation

/// Where the content's history records that the checked-out version moved (a commit, a checkout,
/// a reset), which changes the dates `LessonHistory` gives: a preview watches these folders and
/// builds again when a record changes, since no lesson file does.
public protocol LessonHistoryRecords: Sendable {
    /// The folders that hold the records, as the preview watches them.
    var folders: [URL] { get }

    /// What a changed path (absolute, as the watcher names it) says.
    func change(at path: String) -> LessonHistoryChange
}

/// What a changed path says of the content's history.
public enum LessonHistoryChange: Equatable, Sendable {
    /// A record of a move: the lessons' dates may have changed.
    case moved
    /// Another file of the records' folders (a lock, another reference's log): nothing.
    case otherRecord
    /// Not in the records' folders.
    case outside
}

import Foundation
import LessonsCore

/// What a history's folders say of each path, as the test sets it; any other path is outside them.
struct LessonHistoryRecordsStub: LessonHistoryRecords {
    let changes: [String: LessonHistoryChange]

    init(_ changes: [String: LessonHistoryChange]) {
        self.changes = changes
    }

    var folders: [URL] { [] }

    func change(at path: String) -> LessonHistoryChange {
        changes[path] ?? .outside
    }
}

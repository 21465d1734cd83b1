import Foundation
import LessonsCore
import TestSupport

/// A content folder in memory: its lessons' texts and its assets, or the errors the test chose.
/// Remembers every lesson it was asked to read, as often as it was asked.
final class LessonSourceStub: LessonSource, @unchecked Sendable {
    private let lessons: KeyValuePairs<String, String>
    private let assets: [String]
    private let listingError: LessonsError?
    private let errors: [String: LessonsError]
    private let lock = NSLock()
    private var _read: [String] = []

    /// - Parameter lessons: each lesson's text by its path, listed in this order.
    init(lessons: KeyValuePairs<String, String>, assets: [String] = [], listingError: LessonsError? = nil, errors: [String: LessonsError] = [:]) {
        self.lessons = lessons
        self.assets = assets
        self.listingError = listingError
        self.errors = errors
    }

    var read: [String] { lock.withLock { _read } }

    func listing() throws(LessonsError) -> ContentListing {
        if let listingError { throw listingError }
        return ContentListing(lessons: lessons.map { lessonPath($0.key) }, assets: assets)
    }

    func contents(of lesson: LessonPath) throws(LessonsError) -> String {
        lock.withLock { _read.append(lesson.value) }
        if let error = errors[lesson.value] { throw error }
        return lessons.first { $0.key == lesson.value }?.value ?? ""
    }
}

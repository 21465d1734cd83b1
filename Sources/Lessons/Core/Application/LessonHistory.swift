public import Foundation

/// When each lesson last changed, from wherever the course's history is kept (git).
public protocol LessonHistory: Sendable {
    /// - Returns: the lessons whose last change is known; none when the content has no history.
    func lastChanges() async -> [LessonPath: Date]
}

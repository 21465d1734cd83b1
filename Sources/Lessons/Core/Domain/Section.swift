/// A folder of the content: a part of the course (`login/`, `catalog/`) with its lessons in order.
public struct Section: Equatable, Sendable {
    /// The folder relative to the content root; `""` for lessons at the root.
    public let folder: String
    public let title: String
    public let lessons: [LessonSummary]

    public init(folder: String, title: String, lessons: [LessonSummary]) {
        self.folder = folder
        self.title = title
        self.lessons = lessons
    }
}

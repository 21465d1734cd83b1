/// What the course's navigation needs to know about a lesson: where it is, what it is called,
/// and where it goes in the reading order. Cheap to read, so every lesson's summary is read
/// before any page is written.
public struct LessonSummary: Equatable, Sendable {
    public let path: LessonPath
    public let title: String
    public let description: String?
    public let order: Int?
    /// The title its front matter gives its section (`section:`), if any.
    public let section: String?

    public init(path: LessonPath, title: String, description: String? = nil, order: Int? = nil, section: String? = nil) {
        self.path = path
        self.title = title
        self.description = description
        self.order = order
        self.section = section
    }
}

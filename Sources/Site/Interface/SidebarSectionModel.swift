/// The section being read, in the sidebar, with its lessons. Only this one lists them: listing every
/// lesson on every page would make the site grow with the square of the course.
public struct SidebarSectionModel: Sendable, Equatable, Encodable {
    public let title: String
    public let url: String
    public let lessons: [LinkModel]

    public init(title: String, url: String, lessons: [LinkModel]) {
        self.title = title
        self.url = url
        self.lessons = lessons
    }
}

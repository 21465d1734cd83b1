/// One section of the sidebar. Only the section being read lists its lessons: listing every
/// lesson on every page would make the site grow with the square of the course.
public struct SidebarSectionModel: Sendable, Equatable {
    public let title: String
    public let url: String
    public let isCurrent: Bool
    public let lessons: [LinkModel]

    public init(title: String, url: String, isCurrent: Bool, lessons: [LinkModel]) {
        self.title = title
        self.url = url
        self.isCurrent = isCurrent
        self.lessons = lessons
    }
}

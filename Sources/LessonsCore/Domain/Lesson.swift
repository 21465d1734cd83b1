/// What the site needs to know about one lesson to place it in the course and check its links.
/// The HTML body is not kept here: pages are rendered one at a time so a large course never
/// sits in memory whole.
public struct Lesson: Equatable, Sendable {
    public let path: LessonPath
    public let title: String
    public let description: String?
    public let order: Int?
    public let headings: [Heading]
    public let links: [LessonLink]
    public let hasDiagrams: Bool

    public init(
        path: LessonPath,
        title: String,
        description: String? = nil,
        order: Int? = nil,
        headings: [Heading] = [],
        links: [LessonLink] = [],
        hasDiagrams: Bool = false
    ) {
        self.path = path
        self.title = title
        self.description = description
        self.order = order
        self.headings = headings
        self.links = links
        self.hasDiagrams = hasDiagrams
    }

    /// A lesson that opens with its own `# Title` needs no second title from the layout.
    public var hasTitleHeading: Bool { headings.contains { $0.level == 1 } }

    public var headingIDs: Set<String> { Set(headings.map(\.id)) }
}

public import SiteCore
public import SiteInterface
/// Everything `home.mustache` shows: the course's sections and lessons with their descriptions.
public struct HomePageModel: Sendable, Equatable, Encodable {
    public struct Section: Sendable, Equatable, Encodable {
        public let title: String
        public let lessons: [Lesson]
    }

    public struct Lesson: Sendable, Equatable, Encodable {
        public let title: String
        public let url: String
        public let description: String
        public let hasDescription: Bool

        public init(title: String, url: String, description: String, hasDescription: Bool) {
            self.title = title
            self.url = url
            self.description = description
            self.hasDescription = hasDescription
        }
    }

    public let site: SiteModel
    public let pageTitle: String
    /// The body of `index.md` at the content root, as HTML; empty when there is none.
    public let intro: HTML
    public let hasIntro: Bool
    public let sections: [Section]
    public let sidebar: SidebarModel
    public let loadsMermaid: Bool
    public let firstLessonURL: String?
}

/// Everything `home.mustache` shows: the course's sections and lessons with their descriptions.
public struct HomePageModel: Sendable, Equatable {
    public struct Section: Sendable, Equatable {
        public let title: String
        public let lessons: [Lesson]
    }

    public struct Lesson: Sendable, Equatable {
        public let title: String
        public let url: String
        public let description: String
        public let hasDescription: Bool
    }

    public let site: SiteModel
    public let pageTitle: String
    /// The body of `index.md` at the content root, as HTML; empty when there is none.
    public let intro: String
    public let hasIntro: Bool
    public let sections: [Section]
    public let sidebar: [SidebarSectionModel]
    public let hasDiagrams: Bool
    public let firstLessonURL: String?
}

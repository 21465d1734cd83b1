public import SiteCore
public import SiteInterface

/// What `print.mustache` (the print page's top: its cover and contents) and `print-bottom.mustache`
/// show. The lessons in between are `PrintLessonModel`s, written one part at a time.
public struct PrintPageModel: Sendable, Equatable, Encodable {
    public struct Section: Sendable, Equatable, Encodable {
        public let title: String
        public let lessons: [LinkModel]
    }

    public let site: SiteModel
    public let pageTitle: String
    /// The body of `index.md` at the content root, for the print page, as HTML; empty when there is none.
    public let intro: HTML
    public let hasIntro: Bool
    /// The intro's id, where links to `index.md` lead.
    public let introAnchor: String
    /// The contents: every section with links to its lessons in the page.
    public let sections: [Section]
    public let loadsMermaid: Bool
}

public import SiteCore
public import SiteInterface
/// Everything `lesson.mustache` shows. Plain stored values: templates read them by reflection.
public struct LessonPageModel: Sendable, Equatable, Encodable {
    public let site: SiteModel
    public let pageTitle: String
    public let title: String
    /// False when the lesson opens with its own `# Title`, so the layout does not repeat it.
    public let showsTitle: Bool
    public let description: String
    public let hasDescription: Bool
    public let sectionTitle: String
    /// The lesson's body, already HTML: the template writes it with `{{{content}}}`.
    public let content: HTML
    public let tableOfContents: [TableOfContentsEntryModel]
    public let hasTableOfContents: Bool
    public let sidebar: SidebarModel
    public let previous: LinkModel?
    public let next: LinkModel?
    public let hasPager: Bool
    public let loadsMermaid: Bool
    /// `23 de noviembre de 2026`, the lesson's last commit, when the content is in git.
    public let lastChanged: String?
    /// `2026-11-23`, for `<time datetime>`.
    public let lastChangedMachine: String?
    /// Where the lesson's source is edited ("Editar esta página"), with `edit_url`.
    public let editURL: String?
    public let hasMeta: Bool
}

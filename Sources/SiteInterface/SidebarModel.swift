/// The sidebar of one page: sections by title, the current one opened to show its lessons.
///
/// Closed sections look the same on every page, so they arrive already rendered
/// (from `sidebar-section.mustache`), joined into the HTML before and after the current section.
/// Rendering them again for each page made the sidebar the slowest part of a large build.
public struct SidebarModel: Sendable, Equatable, Encodable {
    /// The closed sections before the current one, as HTML.
    public let sectionsBefore: String
    /// The section being read, with its lessons; nil on pages of no section (home, 404).
    public let current: SidebarSectionModel?
    /// The closed sections after the current one, as HTML.
    public let sectionsAfter: String
    /// Sections were left out before or after: the sidebar links to the full list instead.
    public let hasMoreBefore: Bool
    public let hasMoreAfter: Bool

    public init(sectionsBefore: String, current: SidebarSectionModel?, sectionsAfter: String, hasMoreBefore: Bool = false, hasMoreAfter: Bool = false) {
        self.sectionsBefore = sectionsBefore
        self.current = current
        self.sectionsAfter = sectionsAfter
        self.hasMoreBefore = hasMoreBefore
        self.hasMoreAfter = hasMoreAfter
    }
}

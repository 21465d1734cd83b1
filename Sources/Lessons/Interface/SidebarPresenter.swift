public import SiteInterface
public import LessonsCore

/// Builds the sidebar of each page from the course.
///
/// A page shows at most `reach` sections on each side of its own. A course of a few dozen
/// sections shows them all; a huge one does not repeat hundreds of titles on every page, which
/// would make the site grow with the square of its size. The home page always lists everything.
public struct SidebarPresenter: Sendable {
    private let sections: [Section]
    private let closed: [ClosedSectionModel]
    /// Each section's place, by folder, and its lessons' addresses: worked out once, not for every page.
    private let sectionIndex: [String: Int]
    private let lessonURLs: [[String]]
    private let site: SiteModel
    private let reach: Int

    /// - Parameter reach: how many sections to show before and after the current one.
    public init(course: Course, site: SiteModel, reach: Int = 15) {
        self.sections = course.sections
        self.site = site
        self.reach = reach
        self.closed = course.sections.map { section in
            ClosedSectionModel(title: section.title, url: site.url(for: section.lessons[0].path.pagePath))
        }
        self.sectionIndex = Dictionary(course.sections.enumerated().map { ($1.folder, $0) }, uniquingKeysWith: { first, _ in first })
        self.lessonURLs = course.sections.map { section in section.lessons.map { site.url(for: $0.path.pagePath) } }
    }

    /// - Parameter current: the lesson being shown, or nil on pages that belong to no section.
    public func sidebar(current: LessonPath?) -> SidebarModel {
        guard let current, let index = sectionIndex[current.folder] else {
            let shown = min(sections.count, 2 * reach + 1)
            return SidebarModel(sectionsBefore: Array(closed[..<shown]), current: nil, sectionsAfter: [], hasMoreAfter: shown < sections.count)
        }
        let section = sections[index]
        let first = max(0, index - reach)
        let last = min(sections.count - 1, index + reach)
        return SidebarModel(
            sectionsBefore: Array(closed[first..<index]),
            current: SidebarSectionModel(
                title: section.title,
                url: closed[index].url,
                lessons: zip(section.lessons, lessonURLs[index]).map { lesson, url in
                    LinkModel(title: lesson.title, url: url, isCurrent: lesson.path == current)
                }
            ),
            sectionsAfter: index < last ? Array(closed[(index + 1)...last]) : [],
            hasMoreBefore: first > 0,
            hasMoreAfter: last < sections.count - 1
        )
    }

    func link(to lesson: LessonSummary, current: LessonPath? = nil) -> LinkModel {
        LinkModel(title: lesson.title, url: site.url(for: lesson.path.pagePath), isCurrent: lesson.path == current)
    }
}

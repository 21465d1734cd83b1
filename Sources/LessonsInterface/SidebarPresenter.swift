public import LessonsCore

/// Builds the sidebar of each page from the course and its closed sections, rendered once.
public struct SidebarPresenter: Sendable {
    private let sections: [Section]
    private let site: SiteModel
    private let closedSectionHTML: [String]

    /// The closed form of every section, in course order: render each once with
    /// `sidebar-section.mustache` and hand the results to `init(course:site:closedSectionHTML:)`.
    public static func closedSections(of course: Course, site: SiteModel) -> [SidebarSectionModel] {
        course.sections.map { section in
            SidebarSectionModel(title: section.title, url: site.url(for: section.lessons[0].path.pagePath), lessons: [])
        }
    }

    /// - Parameter closedSectionHTML: one entry per section of `closedSections(of:site:)`, in the same order.
    public init(course: Course, site: SiteModel, closedSectionHTML: [String]) {
        precondition(closedSectionHTML.count == course.sections.count, "one rendered closed section per section")
        self.sections = course.sections
        self.site = site
        self.closedSectionHTML = closedSectionHTML
    }

    /// - Parameter current: the lesson being shown, or nil on pages that belong to no section.
    public func sidebar(current: LessonPath?) -> SidebarModel {
        guard let current, let index = sections.firstIndex(where: { $0.folder == current.folder }) else {
            return SidebarModel(sectionsBefore: closedSectionHTML.joined(), current: nil, sectionsAfter: "")
        }
        let section = sections[index]
        return SidebarModel(
            sectionsBefore: closedSectionHTML[..<index].joined(),
            current: SidebarSectionModel(
                title: section.title,
                url: site.url(for: section.lessons[0].path.pagePath),
                lessons: section.lessons.map { link(to: $0, current: current) }
            ),
            sectionsAfter: closedSectionHTML[(index + 1)...].joined()
        )
    }

    func link(to lesson: Lesson, current: LessonPath? = nil) -> LinkModel {
        LinkModel(title: lesson.title, url: site.url(for: lesson.path.pagePath), isCurrent: lesson.path == current)
    }
}

public import LessonsCore

/// Builds the sidebar: every section by title, the current one opened to show its lessons.
public struct SidebarPresenter: Sendable {
    private let course: Course
    private let site: SiteModel

    public init(course: Course, site: SiteModel) {
        self.course = course
        self.site = site
    }

    /// - Parameter current: the lesson being shown, or nil on pages that belong to no section.
    public func sections(current: LessonPath?) -> [SidebarSectionModel] {
        course.sections.compactMap { section in
            guard let first = section.lessons.first else { return nil }
            let isCurrent = current?.folder == section.folder
            return SidebarSectionModel(
                title: section.title,
                url: site.url(for: first.path.pagePath),
                isCurrent: isCurrent,
                lessons: isCurrent ? section.lessons.map { link(to: $0, current: current) } : []
            )
        }
    }

    func link(to lesson: Lesson, current: LessonPath? = nil) -> LinkModel {
        LinkModel(title: lesson.title, url: site.url(for: lesson.path.pagePath), isCurrent: lesson.path == current)
    }
}

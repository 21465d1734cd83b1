public import SiteInterface
public import LessonsCore

/// Builds the home page: the course's introduction (`index.md` at the root) and every section
/// with its lessons and their descriptions.
public struct HomePagePresenter: Sendable {
    private let course: Course
    private let site: SiteModel
    private let sidebar: SidebarPresenter

    public init(course: Course, site: SiteModel, sidebar: SidebarPresenter) {
        self.course = course
        self.site = site
        self.sidebar = sidebar
    }

    /// - Parameter intro: the body of the home lesson (`index.md` at the content root), if there is one.
    public func present(intro: LessonBody?) -> HomePageModel {
        let introHTML = intro?.html ?? ""
        return HomePageModel(
            site: site.onPage("index.html"),
            pageTitle: course.title,
            intro: introHTML,
            hasIntro: !introHTML.isEmpty,
            sections: course.sections.map { section in
                HomePageModel.Section(title: section.title, lessons: section.lessons.map { lesson in
                    HomePageModel.Lesson(
                        title: lesson.title,
                        url: site.url(for: lesson.path.pagePath),
                        description: lesson.description ?? "",
                        hasDescription: lesson.description != nil
                    )
                })
            },
            sidebar: sidebar.sidebar(current: nil),
            loadsMermaid: intro?.needsDiagramScript ?? false,
            firstLessonURL: course.lessons.first.map { site.url(for: $0.path.pagePath) }
        )
    }
}

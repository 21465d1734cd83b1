public import SiteInterface
public import LessonsCore

/// Builds the page a host shows for a missing address.
public struct NotFoundPagePresenter: Sendable {
    private let course: Course
    private let site: SiteModel
    private let sidebar: SidebarPresenter

    public init(course: Course, site: SiteModel, sidebar: SidebarPresenter) {
        self.course = course
        self.site = site
        self.sidebar = sidebar
    }

    public func present() -> NotFoundPageModel {
        NotFoundPageModel(
            site: site,
            pageTitle: "\(site.words.pageNotFound) · \(course.title)",
            sidebar: sidebar.sidebar(current: nil)
        )
    }
}

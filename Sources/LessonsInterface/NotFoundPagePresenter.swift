public import LessonsCore

/// Builds the page a host shows for a missing address.
public struct NotFoundPagePresenter: Sendable {
    private let course: Course
    private let site: SiteModel

    public init(course: Course, site: SiteModel) {
        self.course = course
        self.site = site
    }

    public func present() -> NotFoundPageModel {
        NotFoundPageModel(
            site: site,
            pageTitle: "Página no encontrada · \(course.title)",
            sidebar: SidebarPresenter(course: course, site: site).sections(current: nil)
        )
    }
}

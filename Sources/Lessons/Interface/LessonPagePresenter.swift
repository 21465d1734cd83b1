public import Foundation
public import SiteInterface
public import LessonsCore

/// Turns a lesson and its rendered body into the model of its page: title, table of contents,
/// sidebar, the previous/next lessons in reading order, when it last changed and where to edit it.
public struct LessonPagePresenter: Sendable {
    private let course: Course
    private let site: SiteModel
    private let sidebar: SidebarPresenter
    private let readingOrder: [LessonSummary]
    private let positions: [LessonPath: Int]
    private let sectionTitles: [String: String]
    private let editLink: EditLink?
    private let dates: [LessonPath: Date]
    private let dateFormatter: LessonDateFormatter

    /// - Parameters:
    ///   - editLink: where lessons are edited (`edit_url`), if the course says.
    ///   - dates: when each lesson last changed, as far as the course's history says.
    public init(
        course: Course, site: SiteModel, sidebar: SidebarPresenter,
        editLink: EditLink? = nil, dates: [LessonPath: Date] = [:], dateFormatter: LessonDateFormatter? = nil
    ) {
        self.course = course
        self.site = site
        self.sidebar = sidebar
        self.editLink = editLink
        self.dates = dates
        // Dates as the site's readers write them.
        self.dateFormatter = dateFormatter ?? LessonDateFormatter(locale: Locale(identifier: site.locale))
        self.readingOrder = course.lessons
        self.positions = Dictionary(uniqueKeysWithValues: readingOrder.enumerated().map { ($1.path, $0) })
        self.sectionTitles = Dictionary(uniqueKeysWithValues: course.sections.map { ($0.folder, $0.title) })
    }

    /// - Parameter lesson: the lesson as read; its place in the course comes from the course's summaries.
    public func present(_ lesson: Lesson, body: LessonBody) -> LessonPageModel {
        let position = positions[lesson.path]
        let previous = position.flatMap { $0 > 0 ? readingOrder[$0 - 1] : nil }
        let next = position.flatMap { $0 + 1 < readingOrder.count ? readingOrder[$0 + 1] : nil }
        let contents = lesson.headings
            .filter { $0.level == 2 || $0.level == 3 }
            .map { TableOfContentsEntryModel(title: $0.text, id: $0.id, isSubsection: $0.level == 3) }
        let changed = dates[lesson.path]
        let editURL = editLink?.url(for: lesson.path.value)
        return LessonPageModel(
            site: site.onPage(lesson.path.pagePath),
            pageTitle: "\(lesson.title) · \(course.title)",
            title: lesson.title,
            showsTitle: !lesson.hasTitleHeading,
            description: lesson.summary.description ?? "",
            hasDescription: lesson.summary.description != nil,
            sectionTitle: sectionTitles[lesson.path.folder] ?? "",
            content: body.html,
            tableOfContents: contents,
            hasTableOfContents: !contents.isEmpty,
            sidebar: sidebar.sidebar(current: lesson.path),
            previous: previous.map { sidebar.link(to: $0) },
            next: next.map { sidebar.link(to: $0) },
            hasPager: previous != nil || next != nil,
            loadsMermaid: body.needsDiagramScript,
            lastChanged: changed.map(dateFormatter.text(for:)),
            lastChangedMachine: changed.map(dateFormatter.machineText(for:)),
            editURL: editURL,
            hasMeta: changed != nil || editURL != nil
        )
    }
}

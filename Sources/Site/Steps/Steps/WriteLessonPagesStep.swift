import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore

/// Writes every lesson's page around the body put aside when it was read, its slots filled as the
/// course's code and the page now say, on every core, and beside them the home page (with
/// `index.md`'s body, if the course has one) and the 404 page.
///
/// With a print page (`imprimir.html`: the course's introduction and contents, then every lesson
/// in reading order), each lesson's part of it is filled from the same draft and rendered in the
/// same pass, and written into the page in reading order as it comes (`PrintPageStream`). Each
/// Swift block is highlighted once for both pages (highlighting it again for the print page cost a
/// tenth of a 1,000-lesson build), and each body is read from the scratch space once.
public struct WriteLessonPagesStep: BuildStep {
    /// How a lesson's page is made from its draft, as the preview makes it again.
    private let lessonPages: LessonPages

    public init(pages: LessonPages) {
        lessonPages = pages
    }

    public var name: LocalizedText { "Escribir las lecciones" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let pages = try PageWriting(context, step: name)
        let course = pages.course
        let writing = try lessonPages.writing(over: context, by: name)
        let lessons = Dictionary(context.lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let drawingInTheBrowser = context.lessonsDrawingInTheBrowser
        let scratch = pages.output.scratch
        let drafts = LessonDrafts(scratch: scratch)
        @Sendable func draft(of lesson: Lesson) throws -> LessonBodyDraft {
            try drafts.draft(of: lesson, needsDiagramScript: drawingInTheBrowser.contains(lesson.path))
        }

        try pages.output.createFolders(for: course.lessons.map(\.path.pagePath))
        // The introduction first: the print page starts with it.
        let intro = try course.home.flatMap { lessons[$0.path] }.map { try writing.bodies(draft(of: $0), of: $0) }
        let printPage = try writing.print.map { presenter in
            let page = presenter.page(intro: intro?.last, loadsMermaid: !drawingInTheBrowser.isEmpty)
            let stream = try PrintPageStream(file: try pages.output.open(PrintPagePresenter.pagePath), top: try pages.renderer.render(page, template: "print"), scratch: scratch)
            return (page: page, stream: stream)
        }
        // The home page (every section and lesson of the course) and the 404 page rendered beside
        // the lessons' pages, and written once they are: rendered after them, they were the
        // build's last tens of milliseconds, on one core.
        let sidebar = pages.sidebar
        async let homeAnd404 = (
            home: pages.renderer.render(HomePagePresenter(course: course, site: pages.site, sidebar: sidebar).present(intro: intro?.first), template: "home"),
            notFound: pages.renderer.render(NotFoundPagePresenter(course: course, site: pages.site, sidebar: sidebar).present(), template: "404")
        )
        // The stream alone, not the print page's model with it, for every lesson.
        let printStream = printPage?.stream
        _ = try await Concurrently.map(Array(course.lessons.enumerated())) { position, summary in
            guard let lesson = lessons[summary.path] else {
                try printStream?.add("", of: summary.path, at: position)
                return
            }
            let rendered = try writing.render(try draft(of: lesson), of: lesson)
            try pages.output.write(rendered.page, to: summary.path.pagePath)
            if let printStream, let part = rendered.print {
                try printStream.add(part, of: summary.path, at: position)
            }
        }
        if let printPage {
            (context.printPageParts, context.printPageSize) = try printPage.stream.finish(bottom: try pages.renderer.render(printPage.page, template: "print-bottom"))
        }
        let (home, notFound) = try await homeAnd404
        try pages.output.write(home, to: "index.html")
        try pages.output.write(notFound, to: "404.html")
        let written = Plural.count(course.lessons.count + 2, "página", "páginas")
        return .done(printPage == nil ? written : "\(written) e \(PrintPagePresenter.pagePath)")
    }
}

import LessonsCore
public import LessonsInterface
public import Localization
public import SiteCore

/// Writes every lesson's page around the body put aside when it was read, its Swift blocks framed
/// as the course's code now says, then the home page (with `index.md`'s body, if the course has
/// one) and the 404 page, on every core.
///
/// With a print page, each lesson's body for it is framed in the same pass, rendered as the
/// lesson's part of that page and put back in the scratch space for `WritePrintPageStep`; the
/// introduction's framed body waits there too. Each Swift block is highlighted once for both
/// pages (highlighting it again for the print page cost a tenth of a 1,000-lesson build).
public struct WriteLessonPagesStep: BuildStep {
    /// Where a lesson's source is edited, when the course says (`edit_url`).
    private let editLink: EditLink?

    public init(editLink: EditLink? = nil) {
        self.editLink = editLink
    }

    public var name: LocalizedText { "Escribir las lecciones" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let pages = try PageWriting(context, step: name)
        let course = pages.course
        let presenter = LessonPagePresenter(course: course, site: pages.site, sidebar: pages.sidebar, editLink: editLink, dates: context.lessonDates)
        let lessons = Dictionary(context.lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let drawingInTheBrowser = context.lessonsDrawingInTheBrowser
        let frames = CodeFramePresenter(code: context.courseCode, lessons: context.lessons, site: pages.site)
        let printFrames = context.printAnchors.map { frames.forPrintPage($0) }
        let scratch = pages.output.scratch
        let printPage = context.printAnchors.map { PrintPagePresenter(course: course, site: pages.site, anchors: $0) }
        /// The body for the lesson's page and, with a print page, the one for it, both framed.
        @Sendable func bodies(of path: LessonPath) throws -> (page: LessonBody, print: LessonBody?) {
            let saved = LessonBody(html: try scratch.load(path.value), needsDiagramScript: drawingInTheBrowser.contains(path))
            guard let lesson = lessons[path] else { return (saved, nil) }
            guard let printFrames else { return (LessonBodyRenderer.completing(saved, of: lesson, frames: frames), nil) }
            let printName = WritePrintPageStep.scratchName(for: path)
            let completed = LessonBodyRenderer.completing([saved, LessonBody(html: try scratch.load(printName))], of: lesson, frames: [frames, printFrames])
            return (completed[0], completed[1])
        }

        try pages.output.createFolders(for: course.lessons.map(\.path.pagePath))
        _ = try await Concurrently.map(course.lessons) { summary in
            guard let lesson = lessons[summary.path] else { return }
            let (body, printBody) = try bodies(of: summary.path)
            try pages.output.write(try pages.renderer.render(presenter.present(lesson, body: body), template: "lesson"), to: summary.path.pagePath)
            // The lesson's part of the print page, rendered here on every core: the print page
            // only joins the parts in order.
            if let printPage, let printBody {
                let part = try pages.renderer.render(printPage.lesson(lesson, body: printBody), template: "print-lesson")
                try scratch.save(part, as: WritePrintPageStep.partName(for: summary.path))
            }
        }
        let intro = try course.home.map { try bodies(of: $0.path) }
        if let home = course.home, let printBody = intro?.print {
            try scratch.save(printBody.html, as: WritePrintPageStep.partName(for: home.path))
        }
        let home = HomePagePresenter(course: course, site: pages.site, sidebar: pages.sidebar).present(intro: intro?.page)
        try pages.output.write(try pages.renderer.render(home, template: "home"), to: "index.html")
        let notFound = NotFoundPagePresenter(course: course, site: pages.site, sidebar: pages.sidebar).present()
        try pages.output.write(try pages.renderer.render(notFound, template: "404"), to: "404.html")
        return .done(Plural.count(course.lessons.count + 2, "página", "páginas"))
    }
}

public import LessonsCore
public import LessonsInterface
public import SiteCore
public import SiteInterface

/// Rewrites, in the published site, the pages of lessons whose body alone changed: each one's
/// page and its part of the print page, rendered as `WriteLessonPagesStep` and
/// `WritePrintPageStep` render them, around what the last full build left in its context (the
/// course, the site, the templates, the course's code, the lessons' dates).
///
/// Every lesson is read and rendered before anything is written, so a lesson that turns out to
/// change more than its body leaves the site untouched for the full build that follows.
public struct RewriteLessonPages: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The files rewritten, from the site's root.
        case rewrote([String])
        case needsEverything(because: String)
    }

    private let reader: ReadLessonUseCase
    private let rewriter: LinkRewriter
    private let words: SiteWords
    private let editLink: EditLink?
    private let siteURL: SiteURL?

    /// The same reader, link rewriter, words, edit link and site address as the full build's steps.
    public init(reader: ReadLessonUseCase, rewriter: LinkRewriter, words: SiteWords = .spanish, editLink: EditLink? = nil, siteURL: SiteURL? = nil) {
        self.reader = reader
        self.rewriter = rewriter
        self.words = words
        self.editLink = editLink
        self.siteURL = siteURL
    }

    /// - Parameters:
    ///   - site: the context a full build left, kept up to date with what this writes.
    ///   - pagesWritten: called once the lessons' own pages are in place, before the print page,
    ///     which holds every lesson (hundreds of megabytes in a large course) and takes longer to
    ///     rewrite: the preview reloads the open pages then.
    /// - Throws: `SiteOutputError` when a file could not be written; the site may then hold some
    ///   of the new files, and only a full build makes it whole again.
    public func run(
        _ paths: [LessonPath], over site: inout SiteBuildContext, into published: any PublishedSite, pagesWritten: @Sendable () async -> Void = {}
    ) async throws -> Outcome {
        let name = "Reescribir lecciones"
        let course = try site.required(site.course, "el índice del curso", by: name)
        let model = try site.required(site.site, "el sitio", by: name)
        let renderer = try site.required(site.renderer, "las plantillas", by: name)
        let lessons = Dictionary(site.lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let bodies = LessonBodyRenderer(diagrams: site.diagrams, rewriter: rewriter, words: words, siteURL: siteURL)
        let frames = CodeFramePresenter(code: site.courseCode, lessons: site.lessons, site: model)
        let pages = LessonPagePresenter(course: course, site: model, sidebar: SidebarPresenter(course: course, site: model), editLink: editLink, dates: site.lessonDates)
        let printPage = site.printAnchors.map { PrintPagePresenter(course: course, site: model, anchors: $0) }

        var rendered: [(lesson: LessonPath, page: String, print: String?)] = []
        for path in paths {
            guard let previous = lessons[path] else { return .needsEverything(because: "\(path.value) no es una lección que ya existía") }
            let read: ReadLessonUseCase.Result
            do {
                read = try reader.execute(path)
            } catch {
                return .needsEverything(because: "\(path.value) no se pudo leer")
            }
            let body: LessonBody
            let printBody: LessonBody?
            if let anchors = site.printAnchors {
                (body, printBody) = await bodies.renderForPageAndPrint(read, anchors: anchors)
            } else {
                (body, printBody) = (await bodies.render(read), nil)
            }
            if let reason = PreviewRebuildPlan.reasonToRebuildEverything(
                previous: previous, drewInTheBrowser: site.lessonsDrawingInTheBrowser.contains(path),
                reread: read.lesson, drawsInTheBrowser: body.needsDiagramScript, warnings: body.diagnostics
            ) {
                return .needsEverything(because: reason)
            }
            let completed: [LessonBody]
            if let anchors = site.printAnchors, let printBody {
                completed = LessonBodyRenderer.completing([body, printBody], of: read.lesson, frames: [frames, frames.forPrintPage(anchors)])
            } else {
                completed = [LessonBodyRenderer.completing(body, of: read.lesson, frames: frames)]
            }
            let page = try renderer.render(pages.present(read.lesson, body: completed[0]), template: "lesson")
            let print = try printPage.map { try renderer.render($0.lesson(read.lesson, body: completed[1]), template: "print-lesson") }
            rendered.append((path, page, print))
        }

        var written: [String] = []
        for lesson in rendered {
            try published.replace(lesson.lesson.pagePath, with: lesson.page)
            written.append(lesson.lesson.pagePath)
        }
        await pagesWritten()
        for lesson in rendered {
            guard let print = lesson.print, let range = site.printPageParts[lesson.lesson] else { continue }
            try published.replace(bytes: range, of: PrintPagePresenter.pagePath, with: print)
            site.printPageParts = Self.parts(site.printPageParts, after: lesson.lesson, replacedBy: print.utf8.count)
            if !written.contains(PrintPagePresenter.pagePath) { written.append(PrintPagePresenter.pagePath) }
        }
        return .rewrote(written)
    }

    /// The print page's parts once `lesson`'s part has `length` bytes: the parts after it move.
    static func parts(_ parts: [LessonPath: Range<Int>], after lesson: LessonPath, replacedBy length: Int) -> [LessonPath: Range<Int>] {
        guard let replaced = parts[lesson] else { return parts }
        let shift = length - replaced.count
        return parts.mapValues { range in
            if range == replaced { return range.lowerBound..<(range.lowerBound + length) }
            return range.lowerBound >= replaced.upperBound ? (range.lowerBound + shift)..<(range.upperBound + shift) : range
        }
    }
}

public import LessonsCore
public import LessonsInterface
import Localization
import SiteCore
public import SiteInterface

/// A lesson's one way from its file to its page and its part of the print page, which the build's
/// steps (`ReadLessonsStep`, `WriteLessonPagesStep`) and the preview's rewrite (`RewriteLessonPages`)
/// share, wired once by the composition root.
///
/// It goes in two halves, because a page needs what only the whole course says (every lesson's
/// title, the course's code), and the course is read on every core first:
/// 1. `drafting(…)`: `ReadLessonUseCase` reads the lesson (its file, its front matter, its
///    Markdown) and `LessonBodyRenderer` renders its body once, leaving slots for what its pages
///    write differently (`LessonBodyDraft`, which waits in the scratch space, `LessonDrafts`).
/// 2. `writing(over:)`: `LessonBodyRenderer.completing` fills the draft's slots for each place,
///    `LessonPagePresenter` and `PrintPagePresenter` build the models around the bodies, and the
///    templates render them (`HTMLRendering`).
public struct LessonPages: Sendable {
    private let reader: ReadLessonUseCase
    private let rewriter: LinkRewriter
    private let words: SiteWords
    private let siteURL: SiteURL?
    private let editLink: EditLink?

    /// - Parameters:
    ///   - words: the interface's words inside a body (permalinks, callouts, diagrams).
    ///   - siteURL: the published site's address, for the print page's links to pages it does not hold.
    ///   - editLink: where a lesson's source is edited, when the course says (`edit_url`).
    public init(reader: ReadLessonUseCase, rewriter: LinkRewriter, words: SiteWords = .spanish, siteURL: SiteURL? = nil, editLink: EditLink? = nil) {
        self.reader = reader
        self.rewriter = rewriter
        self.words = words
        self.siteURL = siteURL
        self.editLink = editLink
    }

    /// The first half, for one build: its diagram figures are shared by every lesson it drafts.
    func drafting(diagrams: DiagramMode, printAnchors: PrintAnchors?) -> Drafting {
        Drafting(reader: reader, bodies: LessonBodyRenderer(diagrams: diagrams, rewriter: rewriter, words: words, siteURL: siteURL), printAnchors: printAnchors)
    }

    /// The second half, around what the build knows of the course.
    /// - Throws: `StepOrderError` when a step before `step` has not left what pages need.
    func writing(over context: SiteBuildContext, by step: LocalizedText) throws(StepOrderError) -> Writing {
        let course = try context.required(context.course, "el índice del curso", by: step)
        let site = try context.required(context.site, "el sitio", by: step)
        let renderer = try context.required(context.renderer, "las plantillas", by: step)
        let frames = CodeFramePresenter(
            code: context.courseCode, lessons: context.lessons, site: site, steps: context.stepsShown.verdicts
        )
        return Writing(
            places: BodyPlace.places(frames: frames, printAnchors: context.printAnchors),
            page: LessonPagePresenter(course: course, site: site, sidebar: SidebarPresenter(course: course, site: site), editLink: editLink, dates: context.lessonDates),
            print: context.printAnchors.map { PrintPagePresenter(course: course, site: site, anchors: $0) },
            renderer: renderer
        )
    }

    /// Reads lessons and drafts their bodies.
    struct Drafting: Sendable {
        let reader: ReadLessonUseCase
        let bodies: LessonBodyRenderer
        let printAnchors: PrintAnchors?

        /// Where lessons are read: tasks that start there (the build's) never leave.
        var threads: ReadingThreads { reader.threads }

        /// The lesson as read, and its body's draft, on the reading threads, for the build and the preview alike.
        func draft(_ path: LessonPath) async throws(LessonsError) -> (read: ReadLessonUseCase.Result, draft: LessonBodyDraft) {
            try await withTaskExecutorPreference(reader.threads) { () async throws(LessonsError) in
                let read = try await reader.execute(path)
                return (read, await bodies.draft(read, printAnchors: printAnchors))
            }
        }
    }

    /// Completes drafts into pages.
    struct Writing: Sendable {
        let places: [BodyPlace]
        let page: LessonPagePresenter
        /// Nil without a print page.
        let print: PrintPagePresenter?
        let renderer: any HTMLRendering

        /// The body in each place: its page, then the print page when there is one.
        func bodies(_ draft: LessonBodyDraft, of lesson: Lesson) -> [LessonBody] {
            LessonBodyRenderer.completing(draft, of: lesson, in: places)
        }

        /// The lesson's page, and its part of the print page when there is one.
        func render(_ draft: LessonBodyDraft, of lesson: Lesson) throws(TemplateError) -> (page: HTML, print: HTML?) {
            let bodies = bodies(draft, of: lesson)
            let page = try renderer.render(page.present(lesson, body: bodies[0]), template: "lesson")
            guard let print else { return (page, nil) }
            return (page, try renderer.render(print.lesson(lesson, body: bodies[1]), template: "print-lesson"))
        }
    }
}

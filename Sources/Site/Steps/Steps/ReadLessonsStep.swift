public import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore
public import SiteInterface
import Synchronization

/// Reads every lesson once, on every core: its front matter and Markdown become what the course
/// knows of it, and its body is rendered, with slots for what its page and its part of the print
/// page write differently, and put aside in the scratch space until the course's outline (every
/// title, in reading order) and its code are known and pages can be written around it. A diagram
/// drawn at build time is written into the site as its first lesson is read (`diagrams/`).
public struct ReadLessonsStep: BuildStep {
    private let source: any LessonSource
    /// How a lesson is read and its body drafted, as the preview reads it again.
    private let pages: LessonPages
    /// The content folder as the author named it, for diagnostics (`Content`).
    private let contentShown: String
    /// A course title chosen by the author (`--title`).
    private let title: String?
    /// Whether a content folder without lessons may be published (`--allow-empty`).
    private let allowsEmpty: Bool
    /// Whether the site has a print page, so each body's links are worked out for it too.
    private let printsPage: Bool
    /// The words of a course with no title and of its introduction.
    private let words: SiteWords
    /// Whether every lesson's Swift code is kept in memory too (`SiteBuildContext.keptSwiftCode`), for a preview.
    private let keepsSwiftCode: Bool

    public init(
        source: any LessonSource, pages: LessonPages, contentShown: String, title: String?, allowsEmpty: Bool = false,
        printsPage: Bool = false, words: SiteWords = .spanish, keepsSwiftCode: Bool = false
    ) {
        self.keepsSwiftCode = keepsSwiftCode
        self.source = source
        self.pages = pages
        self.contentShown = contentShown
        self.title = title
        self.allowsEmpty = allowsEmpty
        self.printsPage = printsPage
        self.words = words
    }

    public var name: LocalizedText { "Leer las lecciones" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let output = try context.required(context.output, "la carpeta de salida", by: name)
        let drafts = LessonDrafts(scratch: output.scratch)
        do {
            context.listing = try source.listing()
            diagnostics.emit(context.listing.skippedLinks.map { LinkSkipped.warning(for: contentShown + "/" + $0) })
            if context.listing.lessons.isEmpty && !allowsEmpty { throw LessonsError.noLessons(path: contentShown) }
            try Self.refuseSamePages(context.listing.lessons)
            let anchors = printsPage ? PrintAnchors(lessons: context.listing.lessons) : nil
            context.printAnchors = anchors
            let drafting = pages.drafting(diagrams: context.diagrams, printAnchors: anchors)
            // Each drawing's file by its source and the first lesson that showed it.
            let drawn = Mutex<[String: (source: String, lesson: LessonPath)]>([:])
            // On the reading threads, each of which parses a lesson between two of its task's jobs
            // (`ReadingThreads`): a lesson per thread. (One more was as fast, with half again as many
            // context switches and a document more in memory; and with more lessons cmark-gfm
            // cannot finish than threads, the one waiting was refused a deadline later.)
            let lessons = context.listing.lessons
            let read = try await withTaskExecutorPreference(drafting.threads) {
                try await Concurrently.map(lessons, width: drafting.threads.count) { path in
                    let (read, draft) = try await drafting.draft(path)
                    // Each diagram's file once, however many lessons show it; their folder with the first.
                    for drawing in draft.drawings {
                        let earlier = try drawn.withLock { drawn throws(SiteOutputError) -> (source: String, lesson: LessonPath)? in
                            if let earlier = drawn[drawing.path] { return earlier }
                            if drawn.isEmpty { try output.createFolders(for: [drawing.path]) }
                            drawn[drawing.path] = (drawing.source, path)
                            return nil
                        }
                        guard let earlier else {
                            try output.write(drawing.svg, to: drawing.path)
                            continue
                        }
                        // Names are hashes: two sources made to share one would show one diagram for both.
                        if earlier.source != drawing.source {
                            throw DrawingClash(file: drawing.path, earlier: earlier.lesson.value, lesson: path.value, contentShown: contentShown)
                        }
                    }
                    // The body and the code wait on disk: memory holds what every lesson's page needs, never every page.
                    try drafts.save(draft, of: path)
                    return (lesson: read.lesson, drawsInTheBrowser: draft.needsDiagramScript, diagnostics: draft.diagnostics, code: keepsSwiftCode ? read.swiftBlocks : [])
                }
            }
            context.lessons = read.map(\.lesson)
            if keepsSwiftCode {
                context.keptSwiftCode = Dictionary(read.map { ($0.lesson.path, $0.code) }, uniquingKeysWith: { first, _ in first })
            }
            context.lessonsDrawingInTheBrowser = Set(read.filter(\.drawsInTheBrowser).map(\.lesson.path))
            context.drawings = Set(drawn.withLock { $0.keys })
            diagnostics.emit(read.flatMap(\.diagnostics).map { $0.inFolder(contentShown) })
        } catch let error as LessonsError {
            throw error.inFolder(contentShown)
        }
        let course = Course.assemble(lessons: context.lessons.map(\.summary), title: title, fallbackTitle: words.untitledCourse, introductionTitle: words.introduction)
        context.course = course
        let sections = Plural.count(course.sections.count, "sección", "secciones")
        return .done("\(Plural.count(course.lessons.count, "lección", "lecciones")) en \(sections)")
    }

    /// `twin.md` and `twin.MD` would both be `twin.html`; `Intro.md` and `intro.md` would be one
    /// page on the case-insensitive disks of macOS and Windows, where authors clone the site.
    private static func refuseSamePages(_ lessons: [LessonPath]) throws(LessonsError) {
        var byPage: [String: LessonPath] = [:]
        for lesson in lessons {
            let page = lesson.pagePath.lowercased()
            if let other = byPage[page] { throw .samePage(file: lesson.value, other: other.value, page: lesson.pagePath) }
            byPage[page] = lesson
        }
    }
}

public import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore

/// Writes the print page, `imprimir.html`: the course's introduction and contents, then every
/// lesson in reading order, each from the body rendered for this page when it was read (ids
/// prefixed with its anchor, links pointing inside the page) and framed when its own page was
/// written (`WriteLessonPagesStep`), its Swift blocks as on that page.
///
/// A course of a thousand lessons makes a page of tens of megabytes, so it is streamed: its top,
/// then its lessons a chunk at a time (rendered on every core), then its bottom, each with a
/// template of its own. Memory holds one chunk.
public struct WritePrintPageStep: BuildStep {
    private static let lessonsPerChunk = 32

    public init() {}

    public var name: LocalizedText { "Escribir la página para imprimir" }

    /// Where a lesson's body for the print page waits, from when it is read (Swift blocks as slots)
    /// to when the print page is written (framed): beside its page's body, under a name no lesson
    /// can have (lesson paths end in `.md`).
    public static func scratchName(for lesson: LessonPath) -> String {
        lesson.value + ".imprimir"
    }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let anchors = context.printAnchors else { return .skipped("sin página para imprimir (--no-print)") }
        let writing = try PageWriting(context, step: name)
        let output = writing.output
        let renderer = writing.renderer
        let course = writing.course
        let presenter = PrintPagePresenter(course: course, site: writing.site, anchors: anchors)
        let lessons = Dictionary(context.lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let drawingInTheBrowser = context.lessonsDrawingInTheBrowser
        @Sendable func body(of path: LessonPath) throws -> LessonBody {
            LessonBody(html: try output.scratch.load(Self.scratchName(for: path)), needsDiagramScript: drawingInTheBrowser.contains(path))
        }

        let page = presenter.page(intro: try course.home.map { try body(of: $0.path) }, loadsMermaid: !drawingInTheBrowser.isEmpty)
        let file = try output.open(PrintPagePresenter.pagePath)
        defer { file.close() }
        let top = try renderer.render(page, template: "print")
        try file.append(top)
        // Where each lesson's part lies, so a preview can replace one lesson's part alone.
        var offset = top.utf8.count
        var ranges: [LessonPath: Range<Int>] = [:]
        for start in stride(from: 0, to: course.lessons.count, by: Self.lessonsPerChunk) {
            let chunk = Array(course.lessons[start..<min(start + Self.lessonsPerChunk, course.lessons.count)])
            let parts = try await Concurrently.map(chunk) { summary in
                guard let lesson = lessons[summary.path] else { return "" }
                return try renderer.render(presenter.lesson(lesson, body: try body(of: summary.path)), template: "print-lesson")
            }
            for (summary, part) in zip(chunk, parts) {
                try file.append(part)
                ranges[summary.path] = offset..<(offset + part.utf8.count)
                offset += part.utf8.count
            }
        }
        let bottom = try renderer.render(page, template: "print-bottom")
        try file.append(bottom)
        context.printPageParts = ranges
        context.printPageSize = offset + bottom.utf8.count
        return .done("\(PrintPagePresenter.pagePath), \(Plural.count(course.lessons.count, "lección", "lecciones"))")
    }
}

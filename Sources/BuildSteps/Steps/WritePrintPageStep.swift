public import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore

/// Writes the print page, `imprimir.html`: the course's introduction and contents, then every
/// lesson's part in reading order, as `WriteLessonPagesStep` rendered it (from the body rendered
/// for this page when the lesson was read, ids prefixed with its anchor and links pointing inside
/// the page, its Swift blocks framed as on its own page).
///
/// A course of a thousand lessons makes a page of tens of megabytes, so it is streamed: its top,
/// then each lesson's part, then its bottom. Memory holds one part.
public struct WritePrintPageStep: BuildStep {
    public init() {}

    public var name: LocalizedText { "Escribir la página para imprimir" }

    /// Where a lesson's body for the print page waits, from when it is read (Swift blocks as slots)
    /// to when its page is written: beside its page's body, under a name no lesson can have
    /// (lesson paths end in `.md`).
    public static func scratchName(for lesson: LessonPath) -> String {
        lesson.value + ".imprimir"
    }

    /// Where a lesson's part of the print page waits, rendered when its page is written, until
    /// this step joins the parts (for the introduction, its framed body, which goes into the top).
    /// A name of its own, so a body is never taken for a part.
    public static func partName(for lesson: LessonPath) -> String {
        lesson.value + ".imprimir-parte"
    }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let anchors = context.printAnchors else { return .skipped("sin página para imprimir (--no-print)") }
        let writing = try PageWriting(context, step: name)
        let output = writing.output
        let renderer = writing.renderer
        let course = writing.course
        let presenter = PrintPagePresenter(course: course, site: writing.site, anchors: anchors)
        let drawingInTheBrowser = context.lessonsDrawingInTheBrowser
        let intro = try course.home.map { home in
            LessonBody(html: try output.scratch.load(Self.partName(for: home.path)), needsDiagramScript: drawingInTheBrowser.contains(home.path))
        }

        let page = presenter.page(intro: intro, loadsMermaid: !drawingInTheBrowser.isEmpty)
        let file = try output.open(PrintPagePresenter.pagePath)
        defer { file.close() }
        let top = try renderer.render(page, template: "print")
        try file.append(top)
        // Where each lesson's part lies, so a preview can replace one lesson's part alone.
        var offset = top.utf8.count
        var ranges: [LessonPath: Range<Int>] = [:]
        let lessons = Set(context.lessons.map(\.path))
        for summary in course.lessons {
            // Copied on as bytes: each part was rendered as text, and checking it again cost more than the copy.
            let part = lessons.contains(summary.path) ? try output.scratch.loadUTF8(Self.partName(for: summary.path)) : []
            try file.append(utf8: part)
            ranges[summary.path] = offset..<(offset + part.count)
            offset += part.count
        }
        let bottom = try renderer.render(page, template: "print-bottom")
        try file.append(bottom)
        context.printPageParts = ranges
        context.printPageSize = offset + bottom.utf8.count
        return .done("\(PrintPagePresenter.pagePath), \(Plural.count(course.lessons.count, "lección", "lecciones"))")
    }
}

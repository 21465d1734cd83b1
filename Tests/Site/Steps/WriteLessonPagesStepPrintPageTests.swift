import Foundation
import BuildSteps
import CourseCodeCore
import LessonsCore
@testable import LessonsInterface
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

/// The print page (`imprimir.html`), written with the lessons' pages from the same drafts.
final class WriteLessonPagesStepPrintPageTests: XCTestCase {
    func test_run_withLessons_streamsTheTopEachLessonsPartInCourseOrderAndTheBottom() async throws {
        let (sut, renderer) = makeSUT()
        let lessons = [makeLesson("login/02.md"), makeLesson("a.md"), makeLesson("login/01.md")]
        let output = try makeOutput(bodies: ["login/02.md": "<p>Dos</p>", "a.md": "<p>A</p>", "login/01.md": "<p>Uno</p>"])
        var context = makeContext(lessons: lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertTrue(output.messages.contains(.open("imprimir.html")), "the page was not streamed")
        let parts = renderer.renderings(in: output.files["imprimir.html"])
        XCTAssertEqual(parts.map(\.template), ["print", "print-lesson", "print-lesson", "print-lesson", "print-bottom"])
        XCTAssertEqual(parts.compactMap { ($0.model as? PrintLessonModel)?.content }, ["<p>A</p>", "<p>Uno</p>", "<p>Dos</p>"])
    }

    func test_run_manyLessons_keepsCourseOrder() async throws {
        let (sut, renderer) = makeSUT()
        let paths = (1...70).map { "s/\($0).md" }
        let output = try makeOutput(bodies: Dictionary(uniqueKeysWithValues: paths.map { ($0, "<p>\($0)</p>") }))
        var context = makeContext(lessons: paths.map { makeLesson($0) }, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let ordered = paths.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        let parts = renderer.renderings(in: output.files["imprimir.html"]).compactMap { ($0.model as? PrintLessonModel)?.content.text }
        XCTAssertEqual(parts, ordered.map { "<p>\($0)</p>" })
    }

    func test_run_withLessons_recordsWhereEachOnesPartLiesInThePage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>Á</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = Array(try XCTUnwrap(output.files["imprimir.html"]).utf8)
        let parts = context.printPageParts.mapValues { (renderer.rendering(of: String(decoding: page[$0], as: UTF8.self))?.model as? PrintLessonModel)?.content }
        XCTAssertEqual(parts, [lessonPath("a.md"): "<p>Á</p>", lessonPath("b.md"): "<p>B</p>"])
        XCTAssertEqual(context.printPageSize, page.count)
    }

    func test_run_withAHomeLesson_opensWithItsPrintBodyAndWritesItOnce() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["index.md": "<p>Bienvenida</p>", "a.md": "<p>A</p>"])
        var context = makeContext(lessons: [makeLesson("index.md"), makeLesson("a.md")], output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let parts = renderer.renderings(in: output.files["imprimir.html"])
        let top = parts.first?.model as? PrintPageModel
        XCTAssertEqual(top?.intro, "<p>Bienvenida</p>")
        XCTAssertEqual(top?.introAnchor, "index")
        XCTAssertEqual(parts.map(\.template), ["print", "print-lesson", "print-bottom"], "the home lesson was written twice")
    }

    func test_run_lessonsLeavingDiagramsToTheBrowser_loadMermaidOnThePrintPage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)
        context.lessonsDrawingInTheBrowser = [lessonPath("b.md")]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual((renderer.renderings(in: output.files["imprimir.html"]).first?.model as? PrintPageModel)?.loadsMermaid, true)
    }

    func test_run_withPrintPage_saysItWroteItToo() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("4 páginas e imprimir.html"))
    }

    func test_run_eachLessonsSwiftBlock_isFramedWithThePrintPagesIDsInItsPart() async throws {
        let (sut, renderer) = makeSUT()
        let block = CodeBlock(info: "swift", code: "// App/A.swift\nlet a = 1\n", line: 3)
        let lessons = [Lesson(summary: makeSummary("s/a.md"), swiftBlocks: [SwiftBlock(block)]), makeLesson("index.md")]
        let output = try makeOutput(bodies: ["s/a.md": BodySlots.marker(.swiftBlock, 0), "index.md": "<p>Inicio</p>"], swiftBlocks: ["s/a.md": [block]])
        var context = makeContext(lessons: lessons, output: output, renderer: renderer)
        context.courseCode = AssembleCourseCodeUseCase().execute(lessons: [(lessonPath("s/a.md"), [block])])

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = renderer.model(of: output.files["s/a.html"], as: LessonPageModel.self)?.content.text ?? ""
        let part = renderer.renderings(in: output.files["imprimir.html"]).compactMap { $0.model as? PrintLessonModel }.first
        let print = part?.content.text ?? ""
        XCTAssertTrue(page.hasPrefix("<figure class=\"code-frame\" id=\"codigo-1\">"), page)
        XCTAssertTrue(print.hasPrefix("<figure class=\"code-frame\" id=\"s/a--codigo-1\">"), print)
        XCTAssertEqual(print.replacingOccurrences(of: "s/a--codigo-1", with: "codigo-1"), page, "the print page frames the block otherwise")
        XCTAssertEqual(part?.anchor, "s/a")
    }

    func test_run_lessonWhoseBodyWasNotSaved_throwsTheScratchSpacesError() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .writeFailed)
    }

    // MARK: - Helpers

    private func makeSUT() -> (WriteLessonPagesStep, HTMLRendererSpy) {
        (WriteLessonPagesStep(pages: .make()), HTMLRendererSpy())
    }

    /// A build that read these lessons with a print page, and planned its pages.
    private func makeContext(lessons: [Lesson], output: BuildOutputSpy, renderer: HTMLRendererSpy) -> SiteBuildContext {
        let context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            lessons: lessons,
            printAnchors: PrintAnchors(lessons: lessons.map(\.path)),
            renderer: renderer,
            site: anySite()
        )
        return context
    }

    /// An output whose scratch space holds each lesson's draft for its page and the print page, as
    /// reading the lessons left it.
    private func makeOutput(bodies: [String: String], swiftBlocks: [String: [CodeBlock]] = [:]) throws -> BuildOutputSpy {
        let output = BuildOutputSpy()
        let drafts = LessonDrafts(scratch: output.scratch)
        for (path, body) in bodies {
            try drafts.save(LessonBodyDraft(rendered: HTML(body), hrefs: [[], []], swiftBlocks: swiftBlocks[path] ?? []), of: lessonPath(path))
        }
        return output
    }
}

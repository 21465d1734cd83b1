import Foundation
import BuildSteps
import LessonsCore
import LessonsInterface
import SiteCore
import SiteInterface
import TestSupport
import XCTest

final class WritePrintPageStepTests: XCTestCase {
    func test_run_withoutPrintPage_isSkippedAndWritesNothing() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = makeContext(lessons: [makeLesson("a.md")], output: output, renderer: renderer)
        context.printAnchors = nil

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("sin página para imprimir (--no-print)"))
        XCTAssertEqual(output.messages, [])
        XCTAssertEqual(renderer.renderings.count, 0)
    }

    func test_run_withLessons_streamsTheTopEachLessonsPartInCourseOrderAndTheBottom() async throws {
        let (sut, renderer) = makeSUT()
        let lessons = [makeLesson("login/02.md"), makeLesson("a.md"), makeLesson("login/01.md")]
        let output = try makeOutput(saved: ["login/02.md": "<article>Dos</article>", "a.md": "<article>A</article>", "login/01.md": "<article>Uno</article>"])
        var context = makeContext(lessons: lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [.open("imprimir.html")], "the page was not streamed")
        XCTAssertEqual(renderer.templates, ["print", "print-bottom"])
        let (top, bottom) = (renderer.renderings[0].marker, renderer.renderings[1].marker)
        XCTAssertEqual(output.files["imprimir.html"], top + "<article>A</article><article>Uno</article><article>Dos</article>" + bottom)
    }

    func test_run_manyLessons_keepsCourseOrder() async throws {
        let (sut, renderer) = makeSUT()
        let paths = (1...70).map { "s/\($0).md" }
        let output = try makeOutput(saved: Dictionary(uniqueKeysWithValues: paths.map { ($0, "<p>\($0)</p>") }))
        var context = makeContext(lessons: paths.map { makeLesson($0) }, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let (top, bottom) = (renderer.renderings[0].marker, renderer.renderings[1].marker)
        let ordered = paths.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        XCTAssertEqual(output.files["imprimir.html"], top + ordered.map { "<p>\($0)</p>" }.joined() + bottom)
    }

    func test_run_withLessons_recordsWhereEachOnesPartLiesInThePage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(saved: ["a.md": "<p>Á</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = Array(try XCTUnwrap(output.files["imprimir.html"]).utf8)
        let parts = context.printPageParts.mapValues { String(decoding: page[$0], as: UTF8.self) }
        XCTAssertEqual(parts, [lessonPath("a.md"): "<p>Á</p>", lessonPath("b.md"): "<p>B</p>"])
        XCTAssertEqual(context.printPageSize, page.count)
    }

    func test_run_withAHomeLesson_opensWithItsFramedPrintBody() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(saved: ["index.md": "<p>Bienvenida</p>", "a.md": "<article>A</article>"])
        var context = makeContext(lessons: [makeLesson("index.md"), makeLesson("a.md")], output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let top = renderer.renderings.first?.model as? PrintPageModel
        XCTAssertEqual(top?.intro, "<p>Bienvenida</p>")
        XCTAssertEqual(top?.introAnchor, "index")
        let (topMarker, bottom) = (renderer.renderings[0].marker, renderer.renderings[1].marker)
        XCTAssertEqual(output.files["imprimir.html"], topMarker + "<article>A</article>" + bottom, "the home lesson was written twice")
    }

    func test_run_lessonsLeavingDiagramsToTheBrowser_loadMermaidOnThePrintPage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(saved: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)
        context.lessonsDrawingInTheBrowser = [lessonPath("b.md")]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual((renderer.renderings.first?.model as? PrintPageModel)?.loadsMermaid, true)
    }

    func test_run_withLessons_countsThemOnThePage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(saved: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("imprimir.html, 2 lecciones"))
    }

    func test_run_lessonWhosePartWasNotSaved_throwsTheScratchSpacesError() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(saved: ["a.md": "<p>A</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .writeFailed)
    }

    // MARK: - Helpers

    private func makeSUT() -> (WritePrintPageStep, HTMLRendererSpy) {
        (WritePrintPageStep(), HTMLRendererSpy())
    }

    /// A build that read these lessons with a print page, and planned its pages.
    private func makeContext(lessons: [Lesson], output: BuildOutputSpy, renderer: HTMLRendererSpy) -> SiteBuildContext {
        var context = SiteBuildContext()
        context.output = output
        context.renderer = renderer
        context.course = Course.assemble(lessons: lessons.map(\.summary), title: anyCourseTitle())
        context.site = SiteModel(courseTitle: anyCourseTitle(), baseURL: "/")
        context.lessons = lessons
        context.printAnchors = PrintAnchors(lessons: lessons.map(\.path))
        return context
    }

    /// An output whose scratch space holds, as writing the lessons' pages left it, each lesson's
    /// part of the print page, and the introduction's framed body for it.
    private func makeOutput(saved: [String: String]) throws -> BuildOutputSpy {
        let output = BuildOutputSpy()
        for (path, body) in saved {
            try output.scratch.save(body, as: WritePrintPageStep.partName(for: lessonPath(path)))
        }
        return output
    }
}

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

    func test_run_withLessons_streamsTheTopEachLessonInCourseOrderAndTheBottom() async throws {
        let (sut, renderer) = makeSUT()
        let lessons = [makeLesson("login/02.md"), makeLesson("a.md"), makeLesson("login/01.md")]
        let output = try makeOutput(printBodies: ["login/02.md": "<p>Dos</p>", "a.md": "<p>A</p>", "login/01.md": "<p>Uno</p>"])
        var context = makeContext(lessons: lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [.open("imprimir.html")], "the page was not streamed")
        let parts = renderer.renderings(in: output.files["imprimir.html"])
        XCTAssertEqual(parts.map(\.template), ["print", "print-lesson", "print-lesson", "print-lesson", "print-bottom"])
        let lessonModels = parts.compactMap { $0.model as? PrintLessonModel }
        XCTAssertEqual(lessonModels.map(\.anchor), ["a", "login/01", "login/02"])
        XCTAssertEqual(lessonModels.map(\.content), ["<p>A</p>", "<p>Uno</p>", "<p>Dos</p>"])
    }

    func test_run_manyLessons_keepsCourseOrderAcrossChunks() async throws {
        let (sut, renderer) = makeSUT()
        let paths = (1...70).map { "s/\($0).md" }
        let output = try makeOutput(printBodies: Dictionary(uniqueKeysWithValues: paths.map { ($0, "<p>\($0)</p>") }))
        var context = makeContext(lessons: paths.map { makeLesson($0) }, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let contents = renderer.renderings(in: output.files["imprimir.html"]).compactMap { ($0.model as? PrintLessonModel)?.content }
        XCTAssertEqual(contents, paths.map { "<p>\($0)</p>" })
    }

    func test_run_withLessons_recordsWhereEachOnesPartLiesInThePage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(printBodies: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = Array(try XCTUnwrap(output.files["imprimir.html"]).utf8)
        let parts = context.printPageParts.mapValues { renderer.rendering(of: String(decoding: page[$0], as: UTF8.self))?.model as? PrintLessonModel }
        XCTAssertEqual(parts.mapValues { $0?.content }, [lessonPath("a.md"): "<p>A</p>", lessonPath("b.md"): "<p>B</p>"])
        XCTAssertEqual(context.printPageSize, page.count)
    }

    func test_run_withAHomeLesson_opensWithItsPrintBody() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(printBodies: ["index.md": "<p>Bienvenida</p>", "a.md": "<p>A</p>"])
        var context = makeContext(lessons: [makeLesson("index.md"), makeLesson("a.md")], output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let top = renderer.renderings(in: output.files["imprimir.html"]).first?.model as? PrintPageModel
        XCTAssertEqual(top?.intro, "<p>Bienvenida</p>")
        XCTAssertEqual(top?.introAnchor, "index")
        XCTAssertEqual(renderer.templates.filter { $0 == "print-lesson" }.count, 1, "the home lesson was written twice")
    }

    func test_run_lessonsLeavingDiagramsToTheBrowser_loadMermaidOnThePrintPage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(printBodies: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)
        context.lessonsDrawingInTheBrowser = [lessonPath("b.md")]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual((renderer.renderings.first?.model as? PrintPageModel)?.loadsMermaid, true)
    }

    func test_run_withLessons_countsThemOnThePage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(printBodies: ["a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        var context = makeContext(lessons: [makeLesson("a.md"), makeLesson("b.md")], output: output, renderer: renderer)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("imprimir.html, 2 lecciones"))
    }

    func test_run_lessonWhosePrintBodyWasNotSaved_throwsTheScratchSpacesError() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(printBodies: ["a.md": "<p>A</p>"])
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

    /// An output whose scratch space holds each lesson's body for the print page, as reading the lessons left it.
    private func makeOutput(printBodies: [String: String]) throws -> BuildOutputSpy {
        let output = BuildOutputSpy()
        for (path, body) in printBodies {
            try output.scratch.save(body, as: WritePrintPageStep.scratchName(for: lessonPath(path)))
        }
        return output
    }
}

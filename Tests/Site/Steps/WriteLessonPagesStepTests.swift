import BuildSteps
import CourseCodeCore
import LessonsCore
import LessonsInterface
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

final class WriteLessonPagesStepTests: XCTestCase {
    func test_run_writesEachLessonsPageWithTheLessonTemplateFromItsSavedBody() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>", "login/01.md": "<p>Uno</p>"])
        let lessons = [makeLesson("a.md", title: "A"), makeLesson("login/01.md", title: "Uno")]
        var context = SiteBuildContext.planned(lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let pageA = renderer.rendering(of: output.files["a.html"])
        let pageUno = renderer.rendering(of: output.files["login/01.html"])
        XCTAssertEqual(pageA?.template, "lesson")
        XCTAssertEqual(pageUno?.template, "lesson")
        XCTAssertEqual((pageA?.model as? LessonPageModel)?.title, "A")
        XCTAssertEqual((pageA?.model as? LessonPageModel)?.content, "<p>A</p>")
        XCTAssertEqual((pageUno?.model as? LessonPageModel)?.title, "Uno")
        XCTAssertEqual((pageUno?.model as? LessonPageModel)?.content, "<p>Uno</p>")
    }

    func test_run_createsTheLessonsFoldersBeforeWritingTheirPages() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>", "login/01.md": "<p>Uno</p>"])
        let lessons = [makeLesson("a.md"), makeLesson("login/01.md")]
        var context = SiteBuildContext.planned(lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages.first, .createFolders(["a.html", "login/01.html"]))
        XCTAssertEqual(output.messages.count, 5)
        XCTAssertEqual(output.messages.suffix(2), [.write("index.html"), .write("404.html")])
    }

    func test_run_writesTheHomePageWithTheHomeLessonsBodyAsItsIntro() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["index.md": "<p>Bienvenida</p>", "a.md": "<p>A</p>"])
        let lessons = [makeLesson("index.md", title: "Curso"), makeLesson("a.md")]
        var context = SiteBuildContext.planned(lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let home = renderer.rendering(of: output.files["index.html"])
        XCTAssertEqual(home?.template, "home")
        XCTAssertEqual((home?.model as? HomePageModel)?.intro, "<p>Bienvenida</p>")
        XCTAssertEqual((home?.model as? HomePageModel)?.hasIntro, true)
        XCTAssertEqual(renderer.templates.filter { $0 == "lesson" }.count, 1, "the home lesson got a page of its own")
    }

    func test_run_withoutHomeLesson_writesTheHomePageWithoutIntro() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>"])
        let lessons = [makeLesson("a.md")]
        var context = SiteBuildContext.planned(lessons, output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let home = renderer.model(of: output.files["index.html"], as: HomePageModel.self)
        XCTAssertEqual(home?.intro, "")
        XCTAssertEqual(home?.hasIntro, false)
    }

    func test_run_writesTheNotFoundPage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>"])
        let lessons = [makeLesson("a.md")]
        var context = SiteBuildContext.planned(lessons, title: "Arquitectura iOS", output: output, renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let notFound = renderer.rendering(of: output.files["404.html"])
        XCTAssertEqual(notFound?.template, "404")
        XCTAssertEqual((notFound?.model as? NotFoundPageModel)?.pageTitle, "Página no encontrada · Arquitectura iOS")
    }

    func test_run_lessonsLeavingDiagramsToTheBrowser_loadMermaidOnTheirPagesOnly() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["index.md": "<p>Inicio</p>", "a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        let lessons = [makeLesson("index.md"), makeLesson("a.md"), makeLesson("b.md")]
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            lessons: lessons,
            lessonsDrawingInTheBrowser: [lessonPath("index.md"), lessonPath("b.md")],
            renderer: renderer,
            site: anySite()
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(renderer.model(of: output.files["a.html"], as: LessonPageModel.self)?.loadsMermaid, false)
        XCTAssertEqual(renderer.model(of: output.files["b.html"], as: LessonPageModel.self)?.loadsMermaid, true)
        XCTAssertEqual(renderer.model(of: output.files["index.html"], as: HomePageModel.self)?.loadsMermaid, true)
    }

    func test_run_countsTheLessonsPagesTheHomePageAndTheNotFoundPage() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["index.md": "<p>Inicio</p>", "a.md": "<p>A</p>", "b.md": "<p>B</p>"])
        let lessons = [makeLesson("index.md"), makeLesson("a.md"), makeLesson("b.md")]
        var context = SiteBuildContext.planned(lessons, output: output, renderer: renderer)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("4 páginas"))
    }

    func test_run_lessonWhoseBodyWasNotSaved_throwsTheScratchSpacesError() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>"])
        let lessons = [makeLesson("a.md"), makeLesson("b.md")]
        var context = SiteBuildContext.planned(lessons, output: output, renderer: renderer)

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .writeFailed)
        XCTAssertNil(output.files["index.html"])
    }

    func test_run_withoutTemplates_throwsAnUnexpectedErrorAndWritesNothing() async throws {
        let (sut, _) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>"])
        var context = SiteBuildContext.with(
            output: output,
            course: Course.assemble(lessons: [makeSummary("a.md")], title: anyCourseTitle()),
            lessons: [makeLesson("a.md")],
            site: anySite()
        )

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .unexpected)
        XCTAssertEqual(output.messages, [])
    }

    func test_run_withoutPrintPage_savesNothingAndTakesBackEachDraft() async throws {
        let (sut, renderer) = makeSUT()
        let output = try makeOutput(bodies: ["a.md": "<p>A</p>"])
        let saved = output.scratchSavedNames
        var context = SiteBuildContext.with(
            output: output,
            course: Course.assemble(lessons: [makeSummary("a.md")], title: anyCourseTitle()),
            lessons: [makeLesson("a.md")],
            renderer: renderer,
            site: anySite()
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.scratchSavedNames, saved, "nothing of the print page saved")
        XCTAssertEqual(output.scratchTexts, [:], "the lesson's draft removed as its page was written")
        XCTAssertNil(output.files["imprimir.html"])
    }

    // MARK: - Helpers

    private func makeSUT() -> (WriteLessonPagesStep, HTMLRendererSpy) {
        (WriteLessonPagesStep(pages: .make()), HTMLRendererSpy())
    }

    /// An output whose scratch space holds each lesson's body, as reading the lessons left it.
    private func makeOutput(bodies: [String: String]) throws -> BuildOutputSpy {
        let output = BuildOutputSpy()
        for (path, body) in bodies {
            try output.scratch.save(LessonBodyDraft(rendered: HTML(body)).saved.body, as: path)
        }
        return output
    }

}

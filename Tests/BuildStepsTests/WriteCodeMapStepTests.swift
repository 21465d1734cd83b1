import BuildSteps
import CourseCodeCore
import CourseCodeInterface
import LessonsCore
import SiteCore
import SiteInterface
import TestSupport
import XCTest

final class WriteCodeMapStepTests: XCTestCase {
    func test_run_writesTheCodeMapWithItsTemplateAndEveryFile() async throws {
        let sut = WriteCodeMapStep()
        let output = BuildOutputSpy()
        let renderer = HTMLRendererSpy()
        var context = makeContext(output: output, renderer: renderer)
        context.courseCode = makeCourseCode(blocks: [(10, "// App/A.swift\nstruct A {}\n"), (20, "// App/B.swift\nstruct B {}\n")])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = try XCTUnwrap(renderer.model(of: output.files["code/index.html"], as: CodeMapPageModel.self))
        XCTAssertEqual(renderer.templates, ["code-map"])
        XCTAssertEqual(page.files.map(\.path), ["App/A.swift", "App/B.swift"])
        XCTAssertEqual(outcome, .done("2 archivos"))
    }

    func test_run_withoutCourseCode_writesNothing() async throws {
        let sut = WriteCodeMapStep()
        let output = BuildOutputSpy()
        var context = makeContext(output: output, renderer: HTMLRendererSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("ningún bloque de Swift nombra su archivo"))
        XCTAssertEqual(output.files, [:])
    }

    // MARK: - Helpers

    private func makeContext(output: BuildOutputSpy, renderer: HTMLRendererSpy) -> SiteBuildContext {
        var context = SiteBuildContext()
        context.output = output
        context.renderer = renderer
        context.course = Course.assemble(lessons: [makeSummary("a.md")], title: anyCourseTitle())
        context.site = SiteModel(courseTitle: anyCourseTitle(), baseURL: "/")
        return context
    }
}

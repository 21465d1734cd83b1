import BuildSteps
import CourseCodeCore
import CourseCodeInterface
import LessonsCore
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

final class WriteCodeMapStepTests: XCTestCase {
    func test_run_streamsTheCodeMapsTopItsFilesInOrderAndItsBottom() async throws {
        let sut = WriteCodeMapStep()
        let output = BuildOutputSpy()
        let renderer = HTMLRendererSpy()
        var context = makeContext(output: output, renderer: renderer)
        let blocks = (1...150).map { ($0 * 10, "// App/F\($0).swift\nstruct F\($0) {}\n") }
        context.courseCode = makeCourseCode(blocks: blocks)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let parts = renderer.renderings(in: output.files["code/index.html"])
        XCTAssertEqual(output.messages.filter { $0 == .open("code/index.html") }.count, 1, "the page was not streamed")
        XCTAssertEqual(parts.first?.template, "code-map")
        XCTAssertEqual(parts.last?.template, "code-map-bottom")
        XCTAssertEqual((parts.first?.model as? CodeMapPageModel)?.fileCount, 150)
        let files = parts.compactMap { $0.model as? CodeMapPageModel.Files }.flatMap(\.parts).compactMap(\.file)
        XCTAssertEqual(files.map(\.path), blocks.map { "App/F\($0.0 / 10).swift" }.sorted())
        XCTAssertGreaterThan(parts.count, 3, "the files came in one part")
        XCTAssertEqual(outcome, .done("150 archivos"))
    }

    func test_run_aFileOfManyVersions_comesInSeveralParts() async throws {
        let sut = WriteCodeMapStep()
        let output = BuildOutputSpy()
        let renderer = HTMLRendererSpy()
        var context = makeContext(output: output, renderer: renderer)
        context.courseCode = makeCourseCode(blocks: (1...150).map { ($0 * 10, "// App/A.swift\nstruct A { let v = \($0) }\n") })

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let chunks = renderer.renderings(in: output.files["code/index.html"]).compactMap { $0.model as? CodeMapPageModel.Files }
        XCTAssertGreaterThan(chunks.count, 1, "the file's history came in one chunk")
        XCTAssertEqual(chunks.flatMap(\.parts).flatMap(\.history).count, 150)
        XCTAssertEqual(chunks.flatMap(\.parts).compactMap(\.file).count, 1)
        XCTAssertEqual(chunks.flatMap(\.parts).compactMap(\.end).count, 1)
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
        let context = SiteBuildContext.with(
            output: output,
            course: Course.assemble(lessons: [makeSummary("a.md")], title: anyCourseTitle()),
            renderer: renderer,
            site: anySite()
        )
        return context
    }
}

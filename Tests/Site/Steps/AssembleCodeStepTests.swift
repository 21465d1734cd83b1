import BuildSteps
import CourseCodeCore
import LessonsCore
import LessonsInterface
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class AssembleCodeStepTests: XCTestCase {
    func test_run_followsTheLessonsInCourseOrderNotTheOrderTheyWereRead() async throws {
        let sut = AssembleCodeStep()
        var context = SiteBuildContext.with(output: output)
        let second = try lesson("s/2.md", "// App/A.swift\nlet a = 2\n")
        let first = try lesson("s/1.md", "// App/A.swift\nlet a = 1\n")
        context.lessons = [second, first]
        context.course = Course.assemble(lessons: [second.summary, first.summary])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let file = try XCTUnwrap(context.courseCode.file(CourseFilePath("App/A.swift")!))
        XCTAssertEqual(file.versions.map(\.lines), [["let a = 1"], ["let a = 2"]])
        XCTAssertEqual(outcome, .done("1 archivo en 2 versiones"))
    }

    func test_run_withoutNamedFiles_isSkipped() async throws {
        let sut = AssembleCodeStep()
        var context = SiteBuildContext.with(output: output)
        let only = try lesson("a.md", "let suelto = 1\n")
        context.lessons = [only]
        context.course = Course.assemble(lessons: [only.summary])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.courseCode.files, [])
        XCTAssertEqual(outcome, .done("ningún bloque de Swift nombra su archivo"))
    }

    func test_run_withTheCodeKeptInMemory_readsNoDraft() async throws {
        let sut = AssembleCodeStep()
        var context = SiteBuildContext()
        let only = Lesson(summary: makeSummary("s/1.md"), swiftBlocks: [SwiftBlock(CodeBlock(info: "swift", code: "x", line: 3))])
        context.lessons = [only]
        context.course = Course.assemble(lessons: [only.summary])
        context.keptSwiftCode = [only.path: [CodeBlock(info: "swift", code: "// App/B.swift\nlet b = 1\n", line: 3)]]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.courseCode.files.map(\.path.value), ["App/B.swift"])
    }

    func test_run_lessonWhoseDraftWasNotSaved_throwsTheScratchSpacesError() async {
        let sut = AssembleCodeStep()
        var context = SiteBuildContext.with(output: BuildOutputSpy())
        let only = Lesson(summary: makeSummary("s/1.md"), swiftBlocks: [SwiftBlock(CodeBlock(info: "swift", code: "x", line: 3))])
        context.lessons = [only]
        context.course = Course.assemble(lessons: [only.summary])

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .writeFailed)
    }

    // MARK: - Helpers

    private let output = BuildOutputSpy()

    /// A lesson with one Swift block, its draft in the output's scratch space as reading it left it.
    private func lesson(_ path: String, _ code: String) throws -> Lesson {
        let block = CodeBlock(info: "swift", code: code, line: 3)
        try LessonDrafts(scratch: output.scratch).save(LessonBodyDraft(rendered: "", hrefs: [[]], swiftBlocks: [block]), of: lessonPath(path))
        return Lesson(summary: makeSummary(path), swiftBlocks: [SwiftBlock(block)])
    }
}

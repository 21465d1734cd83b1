import BuildSteps
import CourseCodeCore
import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class AssembleCodeStepTests: XCTestCase {
    func test_run_followsTheLessonsInCourseOrderNotTheOrderTheyWereRead() async throws {
        let sut = AssembleCodeStep()
        var context = SiteBuildContext()
        let second = lesson("s/2.md", "// App/A.swift\nlet a = 2\n")
        let first = lesson("s/1.md", "// App/A.swift\nlet a = 1\n")
        context.lessons = [second, first]
        context.course = Course.assemble(lessons: [second.summary, first.summary])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let file = try XCTUnwrap(context.courseCode.file(CourseFilePath("App/A.swift")!))
        XCTAssertEqual(file.versions.map(\.lines), [["let a = 1"], ["let a = 2"]])
        XCTAssertEqual(outcome, .done("1 archivo en 2 versiones"))
    }

    func test_run_withoutNamedFiles_isSkipped() async throws {
        let sut = AssembleCodeStep()
        var context = SiteBuildContext()
        let only = lesson("a.md", "let suelto = 1\n")
        context.lessons = [only]
        context.course = Course.assemble(lessons: [only.summary])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.courseCode.files, [])
        XCTAssertEqual(outcome, .done("ningún bloque de Swift nombra su archivo"))
    }

    // MARK: - Helpers

    private func lesson(_ path: String, _ code: String) -> Lesson {
        Lesson(summary: makeSummary(path), swiftBlocks: [CodeBlock(info: "swift", code: code, line: 3)])
    }
}

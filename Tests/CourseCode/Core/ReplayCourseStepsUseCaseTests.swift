import CourseCodeCore
import LessonsCore
import TestSupport
import XCTest

/// The course's code checked at every step and judged against what its lesson says.
final class ReplayCourseStepsUseCaseTests: XCTestCase {
    func test_execute_redThatDoesNotCompileThenGreen_isEachAsTheLessonSays() async throws {
        let code = makeCourseCode(blocks: Self.blocks)
        let missing = CompilerDiagnostic(file: courseFilePath("AppTests/ATests.swift"), line: 3, severity: .error, message: "cannot find 'A' in scope")
        let toolchain = SwiftToolchainSpy(
            builds: [PackageBuild(succeeded: false, diagnostics: [missing]), PackageBuild(succeeded: true, diagnostics: [])],
            runs: [TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)])]
        )
        let sut = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: toolchain, cache: nil))

        let verdicts = try await sut.execute(code, lessons: [lesson(steps: [TDDStep(kind: .red), TDDStep(kind: .green)])]).verdicts

        XCTAssertEqual(verdicts.map(\.outcome), [.compileError, .pass])
        XCTAssertEqual(verdicts.map(\.isAsTheLessonSays), [true, true])
        XCTAssertEqual(toolchain.packages.map { $0.files.map(\.path.value) }.first, ["AppTests/ATests.swift"], "the first step's code is the test alone")
    }

    func test_execute_redThatAlreadyPasses_isNotAsTheLessonSays() async throws {
        let code = makeCourseCode(blocks: Self.blocks)
        let toolchain = SwiftToolchainSpy(runs: [
            TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)]),
            TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)]),
        ])
        let sut = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: toolchain, cache: nil))

        let verdicts = try await sut.execute(code, lessons: [lesson(steps: [TDDStep(kind: .red), TDDStep(kind: .green)])]).verdicts

        XCTAssertEqual(verdicts.map(\.outcome), [.pass, .pass])
        XCTAssertEqual(verdicts.map(\.isAsTheLessonSays), [false, true])
    }

    // MARK: - Helpers

    /// A test, then the type it tests, as a red step and a green step write them.
    private static let blocks: [(line: Int, code: String)] = [
        (10, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n    func test_a() { XCTAssertEqual(A().value, 1) }\n}\n"),
        (20, "// App/A.swift\nstruct A { let value = 1 }\n"),
    ]

    private func lesson(steps: [TDDStep]) -> Lesson {
        Lesson(
            summary: LessonSummary(path: lessonPath("a.md"), title: "A"),
            swiftBlocks: zip(Self.blocks, steps).map { block, step in SwiftBlock(info: "swift", line: block.line, fingerprint: 0, step: step) }
        )
    }
}

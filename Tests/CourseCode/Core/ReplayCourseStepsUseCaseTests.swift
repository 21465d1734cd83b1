import CourseCodeCore
import LessonsCore
import TestSupport
import XCTest

/// The course's code checked at every step and judged against what its lesson says.
final class ReplayCourseStepsUseCaseTests: XCTestCase {
    func test_execute_redThatDoesNotCompileThenGreen_isEachAsTheLessonSays() async throws {
        let code = makeCourseCode(blocks: Self.blocks)
        let (sut, toolchain) = makeSUTWhereTheRedTestDoesNotCompileThenPasses()

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

    func test_execute_redThenGreen_tracesTheTestRedAtItsBlockAndGreenAfterTheGreen() async throws {
        let code = makeCourseCode(blocks: Self.blocks)
        let (sut, _) = makeSUTWhereTheRedTestDoesNotCompileThenPasses()

        let replayed = try await sut.execute(code, lessons: [lesson(steps: [TDDStep(kind: .red), TDDStep(kind: .green)])])

        XCTAssertEqual(replayed.trails["test_a"], TestTrail(red: TestTrail.Red(at: sourceLine("a.md", 10), outcome: .compileError), green: sourceLine("a.md", 20)))
        XCTAssertEqual(replayed.verdicts.first?.missingNames, ["A"])
    }

    func test_execute_testALaterRedRewrites_keepsTheTrailOfItsFirstCycle() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n    func test_a() { XCTAssertEqual(A().value, 1) }\n}\n"),
            (20, "// App/A.swift\nstruct A { let value = 1 }\n"),
            (30, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n    func test_a() { XCTAssertEqual(A().value, 2) }\n}\n"),
            (40, "// App/A.swift\nstruct A { let value = 2 }\n"),
        ])
        let run = { (passed: Bool) in TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: passed)]) }
        let sut = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: SwiftToolchainSpy(runs: [run(false), run(true), run(false), run(true)]), cache: nil))
        let blocks = [10, 20, 30, 40].map { SwiftBlock(info: "swift", line: $0, fingerprint: 0, step: TDDStep(kind: $0 % 20 == 0 ? .green : .red)) }

        let replayed = try await sut.execute(code, lessons: [Lesson(summary: LessonSummary(path: lessonPath("a.md"), title: "A"), swiftBlocks: blocks)])

        XCTAssertEqual(replayed.verdicts.map(\.outcome), [.fail, .pass, .fail, .pass])
        XCTAssertEqual(replayed.trails["test_a"], TestTrail(red: TestTrail.Red(at: sourceLine("a.md", 10), outcome: .fail), green: sourceLine("a.md", 20)))
    }

    func test_execute_again_withNothingChanged_checksNoStepAgain() async throws {
        let code = makeCourseCode(blocks: Self.blocks)
        let cache = CodeCheckCacheSpy()
        let passing = TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)])
        let first = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: SwiftToolchainSpy(runs: [passing, passing]), cache: cache))
        let lessons = [lesson(steps: [TDDStep(kind: .red, expectation: .pass), TDDStep(kind: .green)])]
        let before = try await first.execute(code, lessons: lessons)
        let toolchain = SwiftToolchainSpy()
        let sut = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: toolchain, cache: cache))

        let again = try await sut.execute(code, lessons: lessons)

        XCTAssertEqual(again, before)
        XCTAssertEqual(toolchain.messages.filter { $0 != .version }, [], "each step's report is the one kept for its code")
    }

    func test_execute_errorThatLastsAcrossSteps_isBlamedOnTheStepThatMadeIt() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/A.swift\nstruct A { let value: Int = \"uno\" }\n"),
            (20, "// App/A.swift\nstruct A { let value: Int = \"uno\"; let other = 2 }\n"),
        ])
        let error = { (line: Int) in
            PackageBuild(succeeded: false, diagnostics: [CompilerDiagnostic(file: courseFilePath("App/A.swift"), line: line, severity: .error, message: "cannot convert value of type 'String' to specified type 'Int'")])
        }
        let sut = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: SwiftToolchainSpy(builds: [error(2), error(2)]), cache: nil))
        let blocks = [(10, "a"), (20, "b")].map { SwiftBlock(info: "swift", line: $0.0, fingerprint: 0, step: .plain) }

        let verdicts = try await sut.execute(code, lessons: [Lesson(summary: LessonSummary(path: lessonPath("a.md"), title: "A"), swiftBlocks: blocks)]).verdicts

        XCTAssertEqual(verdicts.map(\.outcome), [.doesNotCompile, .doesNotCompile])
        XCTAssertEqual(verdicts.map(\.breaksTheBuild), [true, false], "the same error, still there, is the first block's")
    }

    func test_execute_redTestInTheBlockThatContinuesItsClass_isTheRedStepsOwn() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n"),
            (20, "    func test_a() { XCTAssertEqual(A().value, 1) }\n}\n"),
            (30, "// App/A.swift\nstruct A { let value = 1 }\n"),
        ])
        let failing = TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: false)])
        let sut = ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: SwiftToolchainSpy(runs: [failing]), cache: nil))
        let blocks = [10, 20, 30].map { SwiftBlock(info: "swift", line: $0, fingerprint: 0, step: TDDStep(kind: $0 == 30 ? .green : .red)) }

        let verdicts = try await sut.execute(code, lessons: [Lesson(summary: LessonSummary(path: lessonPath("a.md"), title: "A"), swiftBlocks: blocks)]).verdicts

        XCTAssertEqual(verdicts.map(\.step.kind), [.red, .green], "a class split by prose is one step, its test the red one")
        XCTAssertEqual(verdicts.first?.tests.map(\.name), ["test_a"])
    }

    // MARK: - Helpers

    /// The first build does not find `A`, which the red test asks for; the next builds, and `test_a` passes.
    private func makeSUTWhereTheRedTestDoesNotCompileThenPasses() -> (ReplayCourseStepsUseCase, SwiftToolchainSpy) {
        let missing = CompilerDiagnostic(file: courseFilePath("AppTests/ATests.swift"), line: 3, severity: .error, message: "cannot find 'A' in scope")
        let toolchain = SwiftToolchainSpy(
            builds: [PackageBuild(succeeded: false, diagnostics: [missing]), PackageBuild(succeeded: true, diagnostics: [])],
            runs: [TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)])]
        )
        return (ReplayCourseStepsUseCase(check: CheckCourseCodeUseCase(toolchain: toolchain, cache: nil)), toolchain)
    }

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

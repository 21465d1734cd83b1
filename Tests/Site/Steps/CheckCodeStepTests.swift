import BuildSteps
import CourseCodeCore
import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class CheckCodeStepTests: XCTestCase {
    func test_run_withoutCheckCode_compilesNothingAndReportsEveryFileUnchecked() async throws {
        let (sut, _) = makeSUT(.off)
        var context = makeContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("sin --check-code"))
        XCTAssertEqual(context.codeCheck.run, .notRequested)
        XCTAssertEqual(context.codeCheck.files.map(\.status), [.notChecked, .notChecked])
        XCTAssertEqual(context.codeCheck.tests.map(\.name), ["test_a"])
    }

    func test_run_withoutSwift_warnsWhyAndGoesOn() async throws {
        let (sut, _) = makeSUT(.unavailable(reason: "no hay ningún swift en el PATH"))
        var context = makeContext()
        let diagnostics = DiagnosticEngine()

        let outcome = try await sut.run(&context, diagnostics: diagnostics)

        XCTAssertEqual(outcome, .skipped("no hay ningún swift en el PATH"))
        XCTAssertEqual(diagnostics.diagnostics.map(\.id), [.codeCheckSkipped])
        XCTAssertEqual(diagnostics.diagnostics.first?.severity, .warning)
        XCTAssertEqual(context.codeCheck.run, .skipped(reason: "no hay ningún swift en el PATH"))
    }

    func test_run_toolchainThatTimesOut_warnsWhyAndGoesOn() async throws {
        let toolchain = SwiftToolchainSpy(failure: .timedOut("swift build no terminó en 600 s y se detuvo"))
        let (sut, _) = makeSUT(.on(CheckCourseCodeUseCase(toolchain: toolchain, cache: nil)))
        var context = makeContext()
        let diagnostics = DiagnosticEngine()

        let outcome = try await sut.run(&context, diagnostics: diagnostics)

        XCTAssertEqual(outcome, .skipped("swift build no terminó en 600 s y se detuvo"))
        XCTAssertEqual(diagnostics.diagnostics.map(\.message), ["no se comprobó el código del curso: swift build no terminó en 600 s y se detuvo. El sitio se publica sin esa comprobación."])
    }

    func test_run_unconfined_warnsThatTheCoursesCodeRunsUnconfinedAndChecksIt() async throws {
        let reporter = BuildReporterSpy()
        let sut = CheckCodeStep(
            request: .on(CheckCourseCodeUseCase(toolchain: SwiftToolchainSpy(), cache: nil)), unconfined: "bubblewrap no está instalado", reporter: reporter, contentShown: "Content"
        )
        var context = makeContext()
        let diagnostics = DiagnosticEngine()

        _ = try await sut.run(&context, diagnostics: diagnostics)

        let warning = try XCTUnwrap(diagnostics.diagnostics.first)
        XCTAssertEqual(warning.id, .codeUnconfined)
        XCTAssertTrue(warning.message.description.contains("sin aislar: bubblewrap no está instalado"), warning.message.description)
        XCTAssertEqual(context.codeCheck.tests.count, 1, "the code is checked all the same")
    }

    func test_run_withProblems_diagnosesEachAtItsLessonLineInTheContentFolder() async throws {
        let failure = TestRun.Failure(file: courseFilePath("AppTests/ATests.swift"), line: 3, message: "XCTAssertTrue failed")
        let toolchain = SwiftToolchainSpy(
            builds: [PackageBuild(succeeded: false, diagnostics: [CompilerDiagnostic(file: courseFilePath("App/B.swift"), line: 1, severity: .error, message: "expected '}'")])],
            runs: [TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: false, failures: [failure])])]
        )
        let (sut, _) = makeSUT(.on(CheckCourseCodeUseCase(toolchain: toolchain, cache: nil)))
        var context = makeContext()
        let diagnostics = DiagnosticEngine()

        let outcome = try await sut.run(&context, diagnostics: diagnostics)

        XCTAssertEqual(diagnostics.diagnostics, [
            .warning(.testFailed, file: "Content/a.md", line: 14, "ATests.swift: test_a falla: XCTAssertTrue failed"),
            .warning(.codeDoesNotCompile, file: "Content/a.md", line: 22, "B.swift: expected '}'"),
        ])
        XCTAssertEqual(outcome, .done("0/1 tests pasan · 1 falla · 1 archivo con errores"))
    }

    func test_run_reportsEachPartOfTheCheckAsItGoes() async throws {
        let (sut, reporter) = makeSUT(.on(CheckCourseCodeUseCase(toolchain: SwiftToolchainSpy(), cache: nil)))
        var context = makeContext()

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(reporter.progress.map { $0.replacing(/\d+\.\d\d s/, with: "X s") }, [
            "Comprobar el código: 2 archivos al paquete",
            "Comprobar el código: compilando 2 archivos",
            "Comprobar el código: compilado en X s",
            "Comprobar el código: ejecutando 1 test",
            "Comprobar el código: tests ejecutados en X s: 0 pasan, 1 fallan",
        ])
    }

    // MARK: - Helpers

    private func makeSUT(_ request: CheckCodeStep.Request) -> (sut: CheckCodeStep, reporter: BuildReporterSpy) {
        let reporter = BuildReporterSpy()
        return (CheckCodeStep(request: request, reporter: reporter, contentShown: "Content"), reporter)
    }

    /// Tests written at lines 11–15 of `a.md` (`test_a` at 12, its assertion at 14), an app file at 21–22.
    private func makeContext() -> SiteBuildContext {
        var context = SiteBuildContext()
        context.courseCode = makeCourseCode(blocks: [
            (10, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n    func test_a() {\n        XCTAssertTrue(false)\n    }\n}\n"),
            (20, "// App/B.swift\nstruct B {\n"),
        ])
        return context
    }
}

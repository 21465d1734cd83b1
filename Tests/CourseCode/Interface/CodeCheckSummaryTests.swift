import CourseCodeCore
import CourseCodeInterface
import TestSupport
import XCTest

final class CodeCheckSummaryTests: XCTestCase {
    func test_line_afterACheck_countsPassingTestsAndFilesThatDidNotCompile() {
        let report = makeReport(run: .checked(reused: false), statuses: [.compiled, .errors, .errors, .appleOnly], tests: [.passed, .passed, .notCompiled(reason: "x")])

        XCTAssertEqual(CodeCheckSummary.line(for: report), "2 pasan · 1 sin comprobar · 2 archivos con errores · 1 solo en plataformas Apple")
    }

    func test_line_whenSomeTestsDidNotRun_countsThemApartFromThePassingOnes() {
        let tests: [TestCheck.Status] = Array(repeating: .passed, count: 7) + Array(repeating: .notRun, count: 13)
        let report = makeReport(run: .checked(reused: false), statuses: [.compiled, .notChecked], tests: tests)

        let line = CodeCheckSummary.line(for: report)

        XCTAssertEqual(line, "7 pasan · 13 sin comprobar · 1 archivo sin comprobar")
    }

    func test_line_withFailingTestsAndReusedResults_saysBoth() {
        let report = makeReport(run: .checked(reused: true), statuses: [.compiled], tests: [.passed, .failed(message: "x", at: nil)])

        XCTAssertEqual(CodeCheckSummary.line(for: report), "1/2 tests pasan · 1 falla (sin cambios desde la última comprobación)")
    }

    func test_line_withoutTheCheck_isNilAndWhenItCouldNotRunSaysWhy() {
        XCTAssertNil(CodeCheckSummary.line(for: makeReport(run: .notRequested, statuses: [.notChecked], tests: [])))
        XCTAssertEqual(CodeCheckSummary.line(for: makeReport(run: .skipped(reason: "no hay ningún swift en el PATH"), statuses: [], tests: [])), "sin comprobar: no hay ningún swift en el PATH")
    }

    func test_line_ofACourseThatWritesNoFile_saysThereWasNothingToCheck() {
        XCTAssertEqual(CodeCheckSummary.line(for: makeReport(run: .checked(reused: false), statuses: [], tests: [])), "nada que comprobar: ningún bloque de Swift nombra su archivo")
    }

    // MARK: - Helpers

    private func makeReport(run: CodeCheckReport.Run, statuses: [FileCheckStatus], tests: [TestCheck.Status]) -> CodeCheckReport {
        let files = statuses.enumerated().map { FileCheck(path: courseFilePath("App/F\($0.offset).swift"), status: $0.element) }
        let checks = tests.enumerated().map {
            TestCheck(className: "T", name: "test_\($0.offset)", file: courseFilePath("AppTests/T.swift"), declaration: sourceLine("a.md", $0.offset), status: $0.element)
        }
        return CodeCheckReport(run: run, files: files, tests: checks, problems: [])
    }
}

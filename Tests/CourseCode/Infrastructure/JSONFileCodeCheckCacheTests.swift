import CourseCodeCore
import CourseCodeInfrastructure
import Foundation
import TestSupport
import XCTest

final class JSONFileCodeCheckCacheTests: XCTestCase {
    func test_report_savedUnderAKey_comesBackAsItWasSavedMarkedReused() throws {
        let sut = try makeSUT()
        let report = makeReport()

        sut.save(report, for: "clave")

        XCTAssertEqual(sut.report(for: "clave"), CodeCheckReport(run: .checked(reused: true), files: report.files, tests: report.tests, problems: report.problems))
    }

    func test_report_underAnotherKeyOrUnreadable_isNone() throws {
        let folder = try makeTemporaryFolder()
        let sut = JSONFileCodeCheckCache(file: folder.url.appendingPathComponent("last-check.json"))
        sut.save(makeReport(), for: "clave")

        XCTAssertNil(sut.report(for: "otra"))
        try folder.write("{ roto", to: "last-check.json")
        XCTAssertNil(sut.report(for: "clave"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> JSONFileCodeCheckCache {
        JSONFileCodeCheckCache(file: try makeTemporaryFolder().url.appendingPathComponent("code/last-check.json"))
    }

    /// A report with every kind of status and problem.
    private func makeReport() -> CodeCheckReport {
        let file = courseFilePath("AppTests/ATests.swift")
        let problems = [
            CodeProblem(kind: .compileError, file: file, location: sourceLine("a.md", 3), message: "expected '}'"),
            CodeProblem(kind: .missingImport(module: "Foundation"), file: file, location: sourceLine("a.md", 4), message: "cannot find 'UUID' in scope"),
            CodeProblem(kind: .typeNotInCourse(name: "Product"), file: file, location: nil, message: "usa Product"),
            CodeProblem(kind: .testFailed(test: "test_b"), file: nil, location: sourceLine("b.md", 9), message: "test_b falla"),
        ]
        let tests: [TestCheck] = [
            .passed, .failed(message: "XCTAssertTrue failed", at: sourceLine("b.md", 9)), .notCompiled(reason: "no compila"), .notRun,
        ].enumerated().map { TestCheck(className: "ATests", name: "test_\($0.offset)", file: file, declaration: sourceLine("b.md", $0.offset), status: $0.element) }
        let files = FileCheckStatus.allCases.enumerated().map { FileCheck(path: courseFilePath("App/F\($0.offset).swift"), status: $0.element, reason: "porque", problems: problems) }
        return CodeCheckReport(run: .checked(reused: false), files: files, tests: tests, problems: problems)
    }
}

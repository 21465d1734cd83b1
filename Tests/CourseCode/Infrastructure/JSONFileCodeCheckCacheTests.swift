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
        let sut = JSONFileCodeCheckCache(folder: folder.url)
        sut.save(makeReport(), for: "clave")

        XCTAssertNil(sut.report(for: "otra"))
        try folder.write("{ roto", to: "clave.json")
        XCTAssertNil(sut.report(for: "clave"))
    }

    func test_report_ofEachKeySaved_comesBack() throws {
        let sut = try makeSUT()

        sut.save(makeReport(), for: "paso1")
        sut.save(makeReport(), for: "paso2")

        XCTAssertNotNil(sut.report(for: "paso1"), "each step keeps its own")
        XCTAssertNotNil(sut.report(for: "paso2"))
    }

    func test_save_pastItsLimit_removesTheLeastRecentlyUsed() throws {
        let folder = try makeTemporaryFolder()
        let sut = JSONFileCodeCheckCache(folder: folder.url, keeping: 2)
        sut.save(makeReport(), for: "a")
        sut.save(makeReport(), for: "b")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder.url.appendingPathComponent("b.json").path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: folder.url.appendingPathComponent("a.json").path)
        _ = sut.report(for: "a")

        sut.save(makeReport(), for: "c")

        XCTAssertNotNil(sut.report(for: "a"), "used last")
        XCTAssertNil(sut.report(for: "b"))
        XCTAssertNotNil(sut.report(for: "c"))
    }

    func test_save_pastItsLimit_neverRemovesThisBuildsReports() throws {
        let sut = JSONFileCodeCheckCache(folder: try makeTemporaryFolder().url, keeping: 1)

        sut.save(makeReport(), for: "paso1")
        sut.save(makeReport(), for: "paso2")

        XCTAssertNotNil(sut.report(for: "paso1"), "a course of more steps than the limit would otherwise reuse none")
        XCTAssertNotNil(sut.report(for: "paso2"))
    }

    func test_report_forAKeyThatIsNoFileName_staysInItsFolder() throws {
        let folder = try makeTemporaryFolder()
        let sut = JSONFileCodeCheckCache(folder: folder.url.appendingPathComponent("checks"))

        sut.save(makeReport(), for: "../../fuera")

        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("fuera.json").path))
        XCTAssertNotNil(sut.report(for: "../../fuera"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> JSONFileCodeCheckCache {
        JSONFileCodeCheckCache(folder: try makeTemporaryFolder().url.appendingPathComponent("code/checks"))
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

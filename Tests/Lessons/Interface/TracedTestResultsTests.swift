import CourseCodeCore
import LessonsInterface
import TestSupport
import XCTest

final class TracedTestResultsTests: XCTestCase {
    func test_status_ofANameSeveralClassesShare_isTheWorstOfTheirResults() {
        let sut = TracedTestResults(makeReport([
            ("EmailTests", "test_init_empty", .passed),
            ("PasswordTests", "test_init_empty", .failed(message: "falla", at: nil)),
            ("EmailTests", "test_trims", .notCompiled(reason: "no compila")),
            ("OtherTests", "test_trims", .passed),
        ]))

        XCTAssertEqual(sut.status(of: "test_init_empty"), .failed(message: "falla", at: nil))
        XCTAssertEqual(sut.status(of: "test_trims"), .notCompiled(reason: "no compila"))
        XCTAssertEqual(sut.status(of: "test_nowhere"), .notRun)
        XCTAssertTrue(sut.checked)
    }

    func test_unchecked_saysNothingWasChecked() {
        XCTAssertFalse(TracedTestResults.unchecked.checked)
        XCTAssertEqual(TracedTestResults.unchecked.status(of: "test_a"), .notRun)
    }

    // MARK: - Helpers

    private func makeReport(_ tests: [(String, String, TestCheck.Status)]) -> CodeCheckReport {
        let checks = tests.map { TestCheck(className: $0.0, name: $0.1, file: courseFilePath("AppTests/\($0.0).swift"), declaration: sourceLine("a.md", 1), status: $0.2) }
        return CodeCheckReport(run: .checked(reused: false), files: [], tests: checks, problems: [])
    }
}

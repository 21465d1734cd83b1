import CourseCodeCore
import CourseCodeInterface
import Foundation
import LessonsCore
import TestSupport
import XCTest

/// `reports/steps.json`: each step with what its lesson says and what it did, and the totals.
final class StepsReportJSONTests: XCTestCase {
    func test_totals_countEachKindAndWhetherItDidWhatItsLessonSays() {
        let sut = makeSUT([
            verdict(.red, .compileError),
            verdict(.green, .pass),
            verdict(.red, .pass),
            verdict(.green, .fail),
            verdict(.plain, .doesNotCompile, problems: [problem]),
            verdict(.plain, .appleOnly),
        ])

        let totals = try? json(sut.totals)

        XCTAssertEqual(totals?["steps"] as? Int, 6)
        XCTAssertEqual(totals?["red"] as? Int, 2)
        XCTAssertEqual(totals?["redAsExpected"] as? Int, 1)
        XCTAssertEqual(totals?["redUnexpected"] as? Int, 1)
        XCTAssertEqual(totals?["green"] as? Int, 2)
        XCTAssertEqual(totals?["greenPassed"] as? Int, 1)
        XCTAssertEqual(totals?["greenFailed"] as? Int, 1)
        XCTAssertEqual(totals?["notCompiling"] as? Int, 1)
        XCTAssertEqual(totals?["notChecked"] as? Int, 1)
    }

    func test_steps_haveEveryKeyWithNullWhereNothingApplies() throws {
        let failing = TestCheck(
            className: "EmailTests", name: "test_a", file: courseFilePath("AppTests/EmailTests.swift"), declaration: sourceLine("a.md", 12),
            status: .failed(message: "XCTAssertEqual failed", at: nil)
        )
        let sut = makeSUT([verdict(.red, .fail, tests: [failing]), verdict(.plain, .doesNotCompile, problems: [problem])])

        let steps = try sut.steps.map(json)

        XCTAssertEqual(steps.first?["kind"] as? String, "red")
        XCTAssertTrue(steps.first?["expect"] is NSNull, "the lesson said nothing")
        XCTAssertEqual(steps.first?["outcome"] as? String, "fail")
        XCTAssertEqual((steps.first?["tests"] as? [[String: Any]])?.first?["status"] as? String, "failed")
        XCTAssertEqual((steps.first?["tests"] as? [[String: Any]])?.first?["message"] as? String, "XCTAssertEqual failed")
        XCTAssertEqual(steps.last?["outcome"] as? String, "does-not-compile")
        XCTAssertEqual((steps.last?["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int, 21)
        XCTAssertEqual(steps.last?["asTheLessonSays"] as? Bool, false)
    }

    // MARK: - Helpers

    private func makeSUT(_ verdicts: [StepVerdict]) -> StepsReportJSON {
        StepsReportJSON(ReplayedSteps(verdicts: verdicts, trails: [:]))
    }

    private let problem = CodeProblem(kind: .compileError, file: nil, location: sourceLine("a.md", 21), message: "expected '}'")

    private func verdict(_ kind: TDDStep.Kind, _ outcome: StepVerdict.Outcome, tests: [TestCheck] = [], problems: [CodeProblem] = []) -> StepVerdict {
        StepVerdict(block: CourseCode.BlockKey(lesson: lessonPath("a.md"), index: 0), line: 10, step: TDDStep(kind: kind), outcome: outcome, tests: tests, problems: problems)
    }

    private func json(_ value: some Encodable) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any] ?? [:]
    }
}

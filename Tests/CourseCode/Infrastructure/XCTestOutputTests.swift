@testable import CourseCodeInfrastructure
import CourseCodeCore
import Foundation
import TestSupport
import XCTest

final class XCTestOutputTests: XCTestCase {
    func test_run_ofCapturedLinuxOutput_hasEachTestWithItsFailureAtItsFileAndLine() {
        let sut = makeSUT()

        let run = sut.run(in: """
            Test Suite 'All tests' started at 2026-11-23 13:19:37.367
            Test Suite 'GoodTests' started at 2026-11-23 13:19:37.369
            Test Case 'GoodTests.test_fail' started at 2026-11-23 13:19:37.369
            /cache/code/Tests/AppTests/AppTests/GoodTests.swift:6: error: GoodTests.test_fail : XCTAssertEqual failed: ("1") is not equal to ("2") - uno no es dos
            Test Case 'GoodTests.test_fail' failed (0.001 seconds)
            Test Case 'GoodTests.test_pass' started at 2026-11-23 13:19:37.370
            Test Case 'GoodTests.test_pass' passed (0.0 seconds)
            Test Suite 'GoodTests' failed at 2026-11-23 13:19:37.370
            \t Executed 2 tests, with 1 failure (0 unexpected) in 0.001 (0.001) seconds
            """)

        XCTAssertEqual(run, TestRun(cases: [
            TestRun.Case(id: TestID(className: "GoodTests", name: "test_fail"), passed: false, failures: [
                TestRun.Failure(file: courseFilePath("AppTests/GoodTests.swift"), line: 6, message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - uno no es dos"),
            ]),
            TestRun.Case(id: TestID(className: "GoodTests", name: "test_pass"), passed: true),
        ]))
    }

    func test_run_ofMacOSOutput_readsTheTestsByClassAndMethod() {
        let sut = makeSUT()

        let run = sut.run(in: """
            Test Case '-[AppTests.GoodTests test_fail]' started.
            /cache/code/Tests/AppTests/AppTests/GoodTests.swift:6: error: -[AppTests.GoodTests test_fail] : XCTAssertTrue failed - 
            Test Case '-[AppTests.GoodTests test_fail]' failed (0.002 seconds).
            """)

        XCTAssertEqual(run.cases, [TestRun.Case(id: TestID(className: "GoodTests", name: "test_fail"), passed: false, failures: [
            TestRun.Failure(file: courseFilePath("AppTests/GoodTests.swift"), line: 6, message: "XCTAssertTrue failed"),
        ])])
    }

    func test_run_thatStopsInsideATest_namesItAndWhatTheRunPrinted() {
        let sut = makeSUT()

        let run = sut.run(in: """
            Test Case 'GoodTests.test_pass' started at 2026-11-23 13:19:37.370
            Test Case 'GoodTests.test_pass' passed (0.0 seconds)
            Test Case 'GoodTests.test_crash' started at 2026-11-23 13:19:37.371
            App/GoodTests.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            *** Signal 4: Backtracing from 0x1234...
            """)

        XCTAssertEqual(run.unfinished, TestID(className: "GoodTests", name: "test_crash"))
        XCTAssertEqual(run.crashMessage, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        XCTAssertEqual(run.cases.map(\.passed), [true])
    }

    // MARK: - Helpers

    private func makeSUT() -> XCTestOutput {
        XCTestOutput(layout: PackageLayout(folder: URL(fileURLWithPath: "/cache/code"), module: "App"))
    }
}

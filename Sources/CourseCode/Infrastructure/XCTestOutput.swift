import CourseCodeCore

/// Reads what `swift test` prints for XCTest, on Linux and on macOS:
///
///     Test Case 'EmailTests.test_a' started at 2026-01-01 10:00:00.000      (Linux)
///     /…/EmailTests.swift:30: error: EmailTests.test_a : XCTAssertEqual failed: ("1") is not equal to ("2") - 
///     Test Case 'EmailTests.test_a' failed (0.001 seconds)
///     Test Case '-[StackMyArchitectureTests.EmailTests test_a]' passed (0.001 seconds).   (macOS)
///
/// A test that started and never finished stopped the run (a crash): it is the run's `unfinished`.
struct XCTestOutput {
    let layout: PackageLayout

    func run(in output: String) -> TestRun {
        var cases: [TestRun.Case] = []
        var failures: [TestID: [TestRun.Failure]] = [:]
        var running: TestID?
        var crashMessage: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let match = line.firstMatch(of: /^Test Case '(.+)' (started|passed|failed|skipped)/), let id = Self.testID(String(match.output.1)) {
                switch match.output.2 {
                case "started": running = id
                case "passed": cases.append(TestRun.Case(id: id, passed: true))
                case "failed": cases.append(TestRun.Case(id: id, passed: false, failures: failures[id] ?? []))
                default: break
                }
                if match.output.2 != "started" { running = nil }
            } else if let match = line.firstMatch(of: /^(.*?):(\d+): error: (.+?) : (.*)$/), let id = Self.testID(String(match.output.3)) {
                let message = String(match.output.4).trimmingSuffix(" - ")
                failures[id, default: []].append(TestRun.Failure(file: layout.coursePath(of: String(match.output.1)), line: Int(match.output.2), message: message))
            } else if crashMessage == nil, let match = line.firstMatch(of: /(Fatal error: .*)$/) {
                crashMessage = String(match.output.1)
            }
        }
        return TestRun(cases: cases, unfinished: running, crashMessage: running == nil ? nil : crashMessage)
    }

    /// `EmailTests.test_a` (Linux) or `-[Module.EmailTests test_a]` (macOS).
    static func testID(_ name: String) -> TestID? {
        if let match = name.firstMatch(of: /^-\[(?:[\w]+\.)?(\w+) (\w+)\]$/) {
            return TestID(className: String(match.output.1), name: String(match.output.2))
        }
        if let match = name.firstMatch(of: /^(?:[\w]+\.)?(\w+)\.(\w+)$/) {
            return TestID(className: String(match.output.1), name: String(match.output.2))
        }
        return nil
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) || text.hasSuffix(" ") {
            text = text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : String(text.dropLast())
        }
        return text
    }
}

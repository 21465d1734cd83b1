public import CourseCodeCore

/// What `--check-code` found for each test a traceability table names, by name. A name several
/// test classes share takes the worst of their results: one failing class is a failing test.
public struct TracedTestResults: Sendable {
    /// Whether the code was checked: without it, every test is "no comprobado".
    public let checked: Bool
    private let byName: [String: TestCheck.Status]
    private let trails: [String: TestTrail]

    /// - Parameter steps: with `--check-steps`, each test's trail through the course's TDD.
    public init(_ report: CodeCheckReport, steps: ReplayedSteps = .none) {
        trails = steps.trails
        checked = report.wasChecked
        var byName: [String: TestCheck.Status] = [:]
        for test in report.tests {
            let known = byName[test.name]
            if known == nil || Self.rank(test.status) > Self.rank(known!) { byName[test.name] = test.status }
        }
        self.byName = byName
    }

    public static let unchecked = TracedTestResults(CodeCheckReport(run: .notRequested, files: [], tests: [], problems: []))

    /// Not run when the course's code has no test of that name.
    public func status(of name: String) -> TestCheck.Status {
        byName[name] ?? .notRun
    }

    /// Where the test went red and where it first passed; nil without `--check-steps`.
    public func trail(of name: String) -> TestTrail? {
        trails[name]
    }

    private static func rank(_ status: TestCheck.Status) -> Int {
        switch status {
        case .notRun: 0
        case .passed: 1
        case .notCompiled: 2
        case .failed: 3
        }
    }
}

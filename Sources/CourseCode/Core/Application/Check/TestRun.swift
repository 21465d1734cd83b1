/// What running the package's tests gave: each test that finished, passed or failed, and the
/// test that was running when the run stopped, if one was.
public struct TestRun: Equatable, Sendable {
    public struct Failure: Equatable, Sendable {
        public let file: CourseFilePath?
        /// From 1, in the package's file.
        public let line: Int?
        public let message: String

        public init(file: CourseFilePath?, line: Int?, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }
    }

    public struct Case: Equatable, Sendable {
        public let id: TestID
        public let passed: Bool
        public let failures: [Failure]

        public init(id: TestID, passed: Bool, failures: [Failure] = []) {
            self.id = id
            self.passed = passed
            self.failures = failures
        }
    }

    public let cases: [Case]
    /// Started and never finished: it crashed the run (a `fatalError`, a force unwrap of nil).
    public let unfinished: TestID?
    /// What the run printed when it stopped (`Fatal error: …`).
    public let crashMessage: String?

    public init(cases: [Case], unfinished: TestID? = nil, crashMessage: String? = nil) {
        self.cases = cases
        self.unfinished = unfinished
        self.crashMessage = crashMessage
    }
}

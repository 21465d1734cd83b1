public import Localization

/// What `--check-code` found: every file of the course's code with its status, every test method
/// with its result, and the problems to tell the author, at their lesson lines.
public struct CodeCheckReport: Equatable, Sendable {
    public enum Run: Equatable, Sendable {
        /// Nothing was compiled: the build was not asked to (`--check-code`).
        case notRequested
        /// Compiled and tested now, or the last check's results, when no block changed since.
        case checked(reused: Bool)
        /// Asked for, but it could not run, and why: no `swift` on the `PATH`, a timeout.
        case skipped(reason: LocalizedText)
    }

    public let run: Run
    /// In the order the course first shows them.
    public let files: [FileCheck]
    public let tests: [TestCheck]
    /// What to diagnose: each file's compile errors, missing imports and failed tests, in the order
    /// the course shows its files; a type no lesson declares once, with the files it keeps out;
    /// then the problems of the package as a whole.
    public let problems: [CodeProblem]

    public init(run: Run, files: [FileCheck], tests: [TestCheck], problems: [CodeProblem]) {
        self.run = run
        self.files = files
        self.tests = tests
        self.problems = problems
    }

    /// The course's files and tests, none of them checked.
    public static func unchecked(_ code: CourseCode, run: Run = .notRequested) -> CodeCheckReport {
        let tests = code.files.filter(\.path.isTest).flatMap { TestCheck.declared(in: $0) }
        return CodeCheckReport(run: run, files: code.files.map { FileCheck(path: $0.path, status: .notChecked) }, tests: tests, problems: [])
    }

    public var wasChecked: Bool {
        if case .checked = run { return true }
        return false
    }

    public func file(_ path: CourseFilePath) -> FileCheck? {
        files.first { $0.path == path }
    }

    // MARK: - Totals

    public func fileCount(_ status: FileCheckStatus) -> Int {
        files.filter { $0.status == status }.count
    }

    public var passedCount: Int { tests.filter { $0.status == .passed }.count }

    public var failedCount: Int {
        tests.filter { if case .failed = $0.status { true } else { false } }.count
    }

    /// Tests that did not run, for whatever reason (not compiled, Apple-only, not checked).
    public var notRunCount: Int { tests.count - passedCount - failedCount }
}

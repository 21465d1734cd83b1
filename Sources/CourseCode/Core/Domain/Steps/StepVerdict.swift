public import LessonsCore

/// What a step of the course's code did when its code was checked, and whether that is what its
/// lesson says: a red step's test fails first (or does not compile, or passes, as the lesson
/// says), a green or refactor step makes the red tests before it pass and keeps passing every test
/// that passed before it, and any step builds.
public struct StepVerdict: Equatable, Sendable {
    public enum Outcome: String, Sendable {
        /// A red step's test did not compile: what it asks for does not exist yet.
        case compileError = "compile-error"
        /// A red step's test failed, or a green or refactor step left a test failing.
        case fail
        /// The tests passed.
        case pass
        /// A file the step wrote has compile errors of its own.
        case doesNotCompile = "does-not-compile"
        /// What the step wrote needs an Apple platform: not checked on this one.
        case appleOnly = "apple-only"
        /// Nothing of the step was compiled or run.
        case notChecked = "not-checked"
    }

    public let block: CourseCode.BlockKey
    public let step: TDDStep
    public let outcome: Outcome

    public init(block: CourseCode.BlockKey, step: TDDStep, outcome: Outcome) {
        self.block = block
        self.step = step
        self.outcome = outcome
    }

    /// Whether the step did what its lesson says (a step nothing could check says nothing against it).
    public var isAsTheLessonSays: Bool {
        if outcome == .appleOnly || outcome == .notChecked { return true }
        switch step.kind {
        case .red:
            switch step.expectation {
            case nil, .fail?: return outcome == .fail || outcome == .compileError
            case .compileError?: return outcome == .compileError
            case .pass?: return outcome == .pass
            }
        case .green, .refactor: return outcome == .pass
        case .plain: return outcome != .doesNotCompile
        }
    }

    /// The step's verdict from the check of the code at it.
    /// - Parameters:
    ///   - lines: the lesson lines the block spans, where the tests it writes are declared.
    ///   - written: the files the block writes a version of.
    ///   - mustPass: for a green or refactor step, the tests it must leave passing (`TestCheck.key`):
    ///     those that passed before it and those the red steps before it wrote.
    public static func judge(
        _ step: TDDStep, of block: CourseCode.BlockKey, lines: Range<Int>, written: [CourseFilePath], report: CodeCheckReport, mustPass: Set<String> = []
    ) -> StepVerdict {
        let files = written.compactMap(report.file)
        let verdict = { (outcome: Outcome) in StepVerdict(block: block, step: step, outcome: outcome) }
        guard step.kind == .red else {
            if files.contains(where: { $0.status == .errors }) { return verdict(.doesNotCompile) }
            if !files.isEmpty, files.allSatisfy({ $0.status == .appleOnly }) { return verdict(.appleOnly) }
            guard report.wasChecked, !files.contains(where: { $0.status == .notChecked }) else { return verdict(.notChecked) }
            let owed = report.tests.filter { mustPass.contains($0.key) }
            if owed.contains(where: Self.doesNotPass) { return verdict(.fail) }
            // The check gave up before running them: nothing is known of them.
            return verdict(owed.contains { $0.status == .notRun } ? .notChecked : .pass)
        }
        let own = tests(of: block, lines: lines, in: report)
        if own.contains(where: { if case .notCompiled = $0.status { true } else { false } }) { return verdict(.compileError) }
        if own.contains(where: { if case .failed = $0.status { true } else { false } }) { return verdict(.fail) }
        if !own.isEmpty, own.allSatisfy({ $0.status == .passed }) { return verdict(.pass) }
        if files.contains(where: { $0.status == .errors || $0.status == .leftOut }) { return verdict(.compileError) }
        return verdict(files.contains { $0.status == .appleOnly } ? .appleOnly : .notChecked)
    }

    /// The tests the block declares.
    public static func tests(of block: CourseCode.BlockKey, lines: Range<Int>, in report: CodeCheckReport) -> [TestCheck] {
        report.tests.filter { $0.declaration.lesson == block.lesson && lines.contains($0.declaration.line) }
    }

    private static func doesNotPass(_ test: TestCheck) -> Bool {
        switch test.status {
        case .failed, .notCompiled: true
        case .passed, .notRun: false
        }
    }
}

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
    /// The lesson line of the block's fence.
    public let line: Int
    public let step: TDDStep
    public let outcome: Outcome
    /// What the step is judged on: a red step's own tests; for any other step, the tests it owed
    /// that did not pass.
    public let tests: [TestCheck]
    /// The compile errors the step introduced: for a red step, those at its own lines (what its
    /// test asks for that does not exist yet); for any other, those of the files it wrote that were
    /// not there at the step before (a break is blamed on the block that introduced it, once).
    public let problems: [CodeProblem]

    public init(block: CourseCode.BlockKey, line: Int, step: TDDStep, outcome: Outcome, tests: [TestCheck] = [], problems: [CodeProblem] = []) {
        self.block = block
        self.line = line
        self.step = step
        self.outcome = outcome
        self.tests = tests
        self.problems = problems
    }

    /// Whether the step's code was compiled and run: not for code only an Apple platform builds, nor when the check gave up.
    public var wasChecked: Bool { outcome != .notChecked && outcome != .appleOnly }

    /// Whether the code stopped compiling at this step (a break that lasts from an earlier step is not this one's).
    public var breaksTheBuild: Bool { outcome == .doesNotCompile && !problems.isEmpty }

    /// The names a red test asks for that do not exist yet, as the compiler said (`Email`, `isValid`).
    public var missingNames: [String] {
        var names: [String] = []
        let add = { (name: Substring) in if !names.contains(String(name)) { names.append(String(name)) } }
        for problem in problems {
            if case let .typeNotInCourse(name) = problem.kind { add(name[...]) }
            for match in problem.message.description.matches(of: /cannot find (?:type )?'(\w+)' in scope|has no member '(\w+)'/) {
                if let name = match.output.1 ?? match.output.2 { add(name) }
            }
        }
        return names
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
        case .green, .refactor: return outcome == .pass || (outcome == .doesNotCompile && !breaksTheBuild)
        case .plain: return !breaksTheBuild
        }
    }

    /// The step's verdict from the check of the code at it.
    /// - Parameters:
    ///   - lines: the lesson lines the block spans, with the blocks that continue it, where the tests it writes are declared.
    ///   - written: the files the block writes a version of.
    ///   - mustPass: for a green or refactor step, the tests it must leave passing (`TestCheck.key`):
    ///     those that passed before it and those the red steps before it wrote.
    ///   - earlierProblems: the problems of the check at the step before: a file still broken the
    ///     same way does not compile at this step either, but is not this step's doing.
    public static func judge(
        _ step: TDDStep, of block: CourseCode.BlockKey, lines: Range<Int>, written: [CourseFilePath], report: CodeCheckReport,
        mustPass: Set<String> = [], earlierProblems: [CodeProblem] = []
    ) -> StepVerdict {
        let own = tests(of: block, lines: lines, in: report)
        if step.kind == .red && own.isEmpty {
            // A block under a red label that declares no test (the stub the test needs to compile) is plain code.
            return judge(.plain, of: block, lines: lines, written: written, report: report, mustPass: mustPass, earlierProblems: earlierProblems)
        }
        let files = written.compactMap(report.file)
        let owed = report.tests.filter { mustPass.contains($0.key) || lines.contains($0.declaration.line) && $0.declaration.lesson == block.lesson }
        let verdict = { (outcome: Outcome) in
            StepVerdict(block: block, line: lines.lowerBound, step: step, outcome: outcome, tests: step.kind == .red ? own : owed.filter(Self.doesNotPass))
        }
        guard step.kind == .red else {
            // Any file may break, not only those the block writes (a refactor that removes what another file uses).
            let new = report.files.filter { $0.status == .errors }.flatMap(\.problems).filter { problem in
                !earlierProblems.contains { $0.isSame(as: problem) }
            }
            if !new.isEmpty || files.contains(where: { $0.status == .errors }) {
                return StepVerdict(block: block, line: lines.lowerBound, step: step, outcome: .doesNotCompile, tests: owed.filter(Self.doesNotPass), problems: new)
            }
            if !files.isEmpty, files.allSatisfy({ $0.status == .appleOnly }) { return verdict(.appleOnly) }
            guard report.wasChecked, !files.contains(where: { $0.status == .notChecked }) else { return verdict(.notChecked) }
            if owed.contains(where: Self.doesNotPass) { return verdict(.fail) }
            // The check gave up before running them: nothing is known of them.
            return verdict(owed.contains { $0.status == .notRun } ? .notChecked : .pass)
        }
        if own.contains(where: { if case .notCompiled = $0.status { true } else { false } }) {
            let atItsLines = report.files.flatMap(\.problems).filter { problem in
                problem.location.map { $0.lesson == block.lesson && lines.contains($0.line) } ?? false
            }
            return StepVerdict(block: block, line: lines.lowerBound, step: step, outcome: .compileError, tests: own, problems: atItsLines)
        }
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

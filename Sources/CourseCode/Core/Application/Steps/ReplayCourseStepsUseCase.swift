public import LessonsCore

/// Proves the course's TDD step by step: checks the code at every step (`CourseCodeSteps`) as the
/// final code is checked (`CheckCourseCodeUseCase`: the same triage, Linux adjustments and
/// Apple-only rule), and judges each step against what its lesson marks it to do (`StepVerdict`).
public struct ReplayCourseStepsUseCase: Sendable {
    private let check: CheckCourseCodeUseCase

    /// - Parameter check: the check each step's code goes through.
    public init(check: CheckCourseCodeUseCase) {
        self.check = check
    }

    /// - Parameters:
    ///   - lessons: the course's lessons in reading order, each Swift block with its step.
    ///   - progress: told of each step as it is judged, with its position (from 1), the number of steps and how long it took.
    public func execute(
        _ code: CourseCode, lessons: [Lesson], progress: @Sendable (StepVerdict, Int, Int, Duration) -> Void = { _, _, _, _ in }
    ) async throws(CodeCheckFailure) -> ReplayedSteps {
        let clock = ContinuousClock()
        let steps = CourseCodeSteps(code, lessons: lessons.map(\.path))
        let byPath = Dictionary(lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var verdicts: [StepVerdict] = []
        // What a green or refactor step must leave passing: what passed before it, and the red tests since the last green.
        var passing: Set<String> = []
        var redTests: Set<String> = []
        // The check of the step before: what it left out unchanged is left out again without a build,
        // and a file still broken as it found it is not this step's doing.
        var previousVersions: [CourseFilePath: FileVersion] = [:]
        var previousReport: CodeCheckReport?
        var trails: [String: (red: TestTrail.Red?, green: SourceLine?)] = [:]
        for block in steps.blocks {
            guard let blocks = byPath[block.lesson]?.swiftBlocks, blocks.indices.contains(block.index) else { continue }
            // A block's tests are declared between its fence and the next block's, or the next one's
            // after the blocks that continue it (a test class split by prose).
            var next = block.index + 1
            while code.placements[CourseCode.BlockKey(lesson: block.lesson, index: next)]?.kind == .continuation { next += 1 }
            let end = blocks.indices.contains(next) ? blocks[next].line : Int.max
            let started = clock.now
            let atStep = steps.code(at: block)
            let written = atStep.files.filter { file in file.finalVersion.lesson == block.lesson && file.finalVersion.block == block.index }.map(\.path)
            let unchanged = Set(atStep.files.filter { previousVersions[$0.path] == $0.finalVersion }.map(\.path))
            let report = try await check.execute(atStep, after: previousReport.map { CheckCourseCodeUseCase.Earlier(files: $0.files, unchanged: unchanged) })
            previousVersions = Dictionary(atStep.files.map { ($0.path, $0.finalVersion) }, uniquingKeysWith: { first, _ in first })
            let step = blocks[block.index].step
            let lines = blocks[block.index].line..<end
            let verdict = StepVerdict.judge(
                step, of: block, lines: lines, written: written, report: report, mustPass: passing.union(redTests),
                earlierProblems: previousReport?.files.flatMap(\.problems) ?? []
            )
            previousReport = report
            let at = SourceLine(lesson: block.lesson, line: lines.lowerBound)
            switch verdict.step.kind {
            case .red:
                redTests.formUnion(verdict.tests.map(\.key))
                // The trail is the test's first cycle: its first red, and the first step after it where it passes
                // (a plain block may have shown it passing before; a later red block that rewrites it starts no new trail).
                for test in verdict.tests where trails[test.name]?.red == nil {
                    trails[test.name, default: (nil, nil)].red = TestTrail.Red(at: at, outcome: Self.outcome(of: test))
                    if test.status != .passed { trails[test.name]?.green = nil }
                }
            case .green: redTests = []
            case .refactor, .plain: break
            }
            // A test goes green at the first step after which it passes (its red step's own, when it passes at once).
            for test in report.tests where test.status == .passed && trails[test.name]?.green == nil {
                trails[test.name, default: (nil, nil)].green = at
            }
            // A test that did not run (its file does not compile at a red step) is still owed; one that ran and failed is not.
            let passed = Set(report.tests.filter { $0.status == .passed }.map(\.key))
            let failed = Set(report.tests.filter { if case .failed = $0.status { true } else { false } }.map(\.key))
            passing = passing.union(passed).subtracting(failed)
            verdicts.append(verdict)
            progress(verdict, verdicts.count, steps.blocks.count, clock.now - started)
        }
        return ReplayedSteps(verdicts: verdicts, trails: trails.mapValues { TestTrail(red: $0.red, green: $0.green) })
    }

    /// How a red step's test did: not compiled, failed, or passed.
    private static func outcome(of test: TestCheck) -> StepVerdict.Outcome {
        switch test.status {
        case .notCompiled: .compileError
        case .failed: .fail
        case .passed: .pass
        case .notRun: .notChecked
        }
    }
}

public import LessonsCore

/// The course's TDD replayed: each step's verdict in course order, and each test's trail.
public struct ReplayedSteps: Equatable, Sendable {
    public let verdicts: [StepVerdict]
    /// By test name (`test_init_withValidEmail_succeeds`), as the traceability tables name tests.
    public let trails: [String: TestTrail]

    public init(verdicts: [StepVerdict], trails: [String: TestTrail]) {
        self.verdicts = verdicts
        self.trails = trails
    }

    public static let none = ReplayedSteps(verdicts: [], trails: [:])

    /// The same steps, those of `lessons` not checked: the preview rewrote those lessons since the
    /// steps were replayed, so what was found there may no longer hold (their lines, their code).
    /// Each step keeps its position, which the badges of other lessons link to.
    public func leavingOut(_ lessons: Set<LessonPath>) -> ReplayedSteps {
        guard !lessons.isEmpty else { return self }
        let isLeftOut = { (line: SourceLine) in lessons.contains(line.lesson) }
        return ReplayedSteps(
            verdicts: verdicts.map { verdict in
                lessons.contains(verdict.block.lesson) ? StepVerdict(block: verdict.block, line: verdict.line, step: verdict.step, outcome: .notChecked) : verdict
            },
            trails: trails.mapValues { trail in
                TestTrail(red: trail.red.flatMap { isLeftOut($0.at) ? nil : $0 }, green: trail.green.flatMap { isLeftOut($0) ? nil : $0 })
            }
        )
    }

    /// Each step's verdict by its block.
    public var byBlock: [CourseCode.BlockKey: StepVerdict] {
        Dictionary(verdicts.map { ($0.block, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

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

    /// Each step's verdict by its block.
    public var byBlock: [CourseCode.BlockKey: StepVerdict] {
        Dictionary(verdicts.map { ($0.block, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

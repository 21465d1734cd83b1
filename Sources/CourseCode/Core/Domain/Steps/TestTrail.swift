/// A test's way through the course's TDD: the red step that wrote it and how it failed there,
/// and the step after which it first passed. The proof trail of the scenario it traces.
public struct TestTrail: Equatable, Sendable {
    public struct Red: Equatable, Sendable {
        public let at: SourceLine
        /// `compile-error`, `fail` or `pass` (a red test the lesson says passes already).
        public let outcome: StepVerdict.Outcome

        public init(at: SourceLine, outcome: StepVerdict.Outcome) {
            self.at = at
            self.outcome = outcome
        }
    }

    /// Nil when no red step wrote the test.
    public let red: Red?
    /// The block after which the test first passed; nil when it never passed.
    public let green: SourceLine?

    public init(red: Red?, green: SourceLine?) {
        self.red = red
        self.green = green
    }
}

/// What a Swift block claims in the course's test-driven development: the kind of step it is
/// (a test that fails first, the code that makes it pass, a refactor, or none of these) and, for a
/// red step, what the lesson says its test does before the green step after it.
///
/// Taken from the lesson's own marks (`TDDStepMarks`): a label paragraph (`**Red:**`, `**Verde:**`)
/// covers the blocks after it up to the next label or heading; an info-string attribute
/// (```` ```swift step=red expect=compile-error ````) says it for one block.
public struct TDDStep: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case red, green, refactor, plain
    }

    /// What a red step's test does before the code that should make it pass.
    public enum Expectation: String, Sendable, CaseIterable {
        /// It does not pass: an assertion fails, or it does not compile (the lessons say "falla" for both).
        case fail
        /// It does not compile: the narrower claim.
        case compileError = "compile-error"
        /// It passes already, and the lesson says so.
        case pass
    }

    public let kind: Kind
    /// Nil when the lesson says nothing: a red step is then expected to fail.
    public let expectation: Expectation?

    public init(kind: Kind, expectation: Expectation? = nil) {
        self.kind = kind
        self.expectation = expectation
    }

    public static let plain = TDDStep(kind: .plain)
}

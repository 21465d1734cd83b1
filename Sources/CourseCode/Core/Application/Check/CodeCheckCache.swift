/// Remembers checks' reports, so code checked before (the course's, or a step's) is not compiled again.
public protocol CodeCheckCache: Sendable {
    /// The report saved under `key`, if one was.
    func report(for key: String) -> CodeCheckReport?
    func save(_ report: CodeCheckReport, for key: String)
}

/// Remembers the last check's report, so an unchanged course is not compiled again.
public protocol CodeCheckCache: Sendable {
    /// The report saved under `key`, if the last check had that key.
    func report(for key: String) -> CodeCheckReport?
    func save(_ report: CodeCheckReport, for key: String)
}

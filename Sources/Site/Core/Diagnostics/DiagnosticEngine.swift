import Synchronization

/// Collects the diagnostics of one build from every step and hands each to its consumers, in the
/// order they arrive. "Treat warnings as errors" (`--strict`) is applied here, once, as swift-docc's
/// `DiagnosticEngine` does, rather than by an `if` in each step.
public final class DiagnosticEngine: Sendable {
    public let treatsWarningsAsErrors: Bool
    private let consumers: [any DiagnosticConsumer]
    private let received = Mutex<Received>(Received())

    private struct Received {
        var diagnostics: [Diagnostic] = []
        /// Emitted as warnings, before any promotion: what `--strict` counts.
        var warnings = 0
    }

    public init(treatingWarningsAsErrors: Bool = false, consumers: [any DiagnosticConsumer] = []) {
        self.treatsWarningsAsErrors = treatingWarningsAsErrors
        self.consumers = consumers
    }

    public func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        let isWarning = diagnostic.severity == .warning
        if isWarning && treatsWarningsAsErrors { diagnostic.severity = .error }
        // Consumers are told under the lock, so every consumer hears the diagnostics in one order.
        received.withLock { received in
            received.diagnostics.append(diagnostic)
            if isWarning { received.warnings += 1 }
            for consumer in consumers { consumer.receive(diagnostic) }
        }
    }

    public func emit(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { emit(diagnostic) }
    }

    public var diagnostics: [Diagnostic] { received.withLock { $0.diagnostics } }

    /// Warnings emitted so far, promoted or not.
    public var warningCount: Int { received.withLock { $0.warnings } }

    public var hasErrors: Bool { received.withLock { $0.diagnostics.contains { $0.severity == .error } } }
}

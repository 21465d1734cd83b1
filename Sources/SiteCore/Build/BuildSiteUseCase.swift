/// Builds the site: runs its steps in order over one context, reports each step's outcome and
/// time, turns any step's failure into one error diagnostic, and on failure leaves nothing behind.
///
/// The steps are what the build does; this is how any build runs. Modelled on Publish's
/// `PublishingPipeline`.
public struct BuildSiteUseCase<Context: BuildContext>: Sendable {
    private let steps: [any BuildStep<Context>]
    private let reporter: any BuildReporting
    private let diagnostics: DiagnosticEngine
    private let clock: ContinuousClock

    public init(steps: [any BuildStep<Context>], reporter: any BuildReporting, diagnostics: DiagnosticEngine, clock: ContinuousClock = ContinuousClock()) {
        self.steps = steps
        self.reporter = reporter
        self.diagnostics = diagnostics
        self.clock = clock
    }

    /// - Returns: the context as the last step left it.
    /// - Throws: `BuildFailure`, after the failure was diagnosed and the unpublished output discarded.
    public func execute(_ context: Context) async throws(BuildFailure) -> Context {
        var context = context
        for step in steps {
            do {
                if Task.isCancelled { throw CancellationError() }
                if step.needsErrorFreeBuild, diagnostics.hasErrors { throw ErrorsDiagnosed(in: diagnostics) }
                let started = clock.now
                let outcome = try await step.run(&context, diagnostics: diagnostics)
                reporter.stepFinished(step.name, outcome: outcome, duration: clock.now - started)
            } catch {
                context.discardUnpublished()
                let diagnostic = Self.diagnostic(for: error)
                diagnostics.emit(diagnostic)
                throw BuildFailure(step: step.name, diagnostic: diagnostic)
            }
        }
        return context
    }

    private static func diagnostic(for error: any Error) -> Diagnostic {
        switch error {
        case let convertible as any DiagnosticConvertible:
            var diagnostic = convertible.diagnostic
            diagnostic.severity = .error
            return diagnostic
        case is CancellationError:
            return .error(.cancelled, "compilación interrumpida. El sitio anterior queda como estaba.")
        default:
            return .error(.unexpected, "error inesperado: \(error). El sitio anterior queda como estaba.")
        }
    }
}

/// Errors were diagnosed (warnings, in a strict build): the build stops before anything is published.
private struct ErrorsDiagnosed: DiagnosticConvertible {
    let diagnostic: Diagnostic

    init(in engine: DiagnosticEngine) {
        let errors = engine.diagnostics.filter { $0.severity == .error }.count
        diagnostic = engine.treatsWarningsAsErrors && engine.warningCount > 0
            ? .error(.strictMode, "\(engine.warningCount) aviso(s) con --strict: corrígelos o quita --strict. El sitio anterior queda como estaba.")
            : .error(.strictMode, "\(errors) error(es): corrígelos. El sitio anterior queda como estaba.")
    }
}

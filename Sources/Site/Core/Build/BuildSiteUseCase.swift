import Localization
import Synchronization

/// Builds the site: runs its steps in order over one context (lanes of steps that share nothing
/// side by side), reports each step's outcome and time, turns any step's failure into one error
/// diagnostic, and on failure leaves nothing behind.
///
/// The steps are what the build does; this is how any build runs. Modelled on Publish's
/// `PublishingPipeline`.
public struct BuildSiteUseCase<Context: BuildContext>: Sendable {
    private let stages: [BuildStage<Context>]
    private let reporter: any BuildReporting
    private let diagnostics: DiagnosticEngine
    private let clock: ContinuousClock

    public init(stages: [BuildStage<Context>], reporter: any BuildReporting, diagnostics: DiagnosticEngine, clock: ContinuousClock = ContinuousClock()) {
        self.stages = stages
        self.reporter = reporter
        self.diagnostics = diagnostics
        self.clock = clock
    }

    /// - Returns: the context as the last step left it.
    /// - Throws: `BuildFailure`, after the failure was diagnosed and the unpublished output discarded.
    public func execute(_ context: Context) async throws(BuildFailure) -> Context {
        var context = context
        for stage in stages {
            do throws(StepFailure<Context>) {
                switch stage {
                case let .step(step):
                    let (outcome, duration) = try await run(step, on: &context)
                    reporter.stepFinished(step.name, outcome: outcome, duration: duration)
                case let .sideBySide(lanes):
                    try await runSideBySide(lanes, on: &context)
                }
            } catch {
                context.discardUnpublished()
                let diagnostic = Self.diagnostic(for: error.error)
                diagnostics.emit(diagnostic)
                throw BuildFailure(step: error.step.name, diagnostic: diagnostic)
            }
        }
        return context
    }

    private func run(_ step: any BuildStep<Context>, on context: inout Context) async throws(StepFailure<Context>) -> (StepOutcome, Duration) {
        do {
            if Task.isCancelled { throw CancellationError() }
            if step.needsErrorFreeBuild, diagnostics.hasErrors { throw ErrorsDiagnosed(in: diagnostics) }
            let started = clock.now
            let outcome = try await step.run(&context, diagnostics: diagnostics)
            return (outcome, clock.now - started)
        } catch {
            throw StepFailure(step: step, error: error)
        }
    }

    /// Each lane on a copy of the context, all at once; then what each keeps, in order. Steps are
    /// reported in the order they are listed, each as soon as it and those before it are done. A
    /// step that fails stops the other lanes, and its failure is the one told (a cancelled build's,
    /// that it was cancelled).
    private func runSideBySide(_ lanes: [BuildLane<Context>], on context: inout Context) async throws(StepFailure<Context>) {
        let reports = OrderedReports(reporter: reporter)
        let starts = lanes.reduce(into: [0]) { $0.append($0.last! + $1.steps.count) }
        let shared = context
        let outcome = await withTaskGroup(of: LaneEnd.self) { group -> Result<[Int: Context], StepFailure<Context>> in
            for (index, lane) in lanes.enumerated() {
                group.addTask {
                    var context = shared
                    for (offset, step) in lane.steps.enumerated() {
                        do throws(StepFailure<Context>) {
                            let (outcome, duration) = try await run(step, on: &context)
                            reports.finished(starts[index] + offset, step: step.name, outcome: outcome, duration: duration)
                        } catch {
                            return .failed(error)
                        }
                    }
                    return .finished(lane: index, context: context)
                }
            }
            var finished: [Int: Context] = [:]
            var failures: [StepFailure<Context>] = []
            for await end in group {
                switch end {
                case let .finished(index, context):
                    finished[index] = context
                case let .failed(failure):
                    failures.append(failure)
                    group.cancelAll()
                }
            }
            // The first to fail is the cause: the lanes it stops fail after it, with a cancellation or
            // an error of their own making. A build stopped from outside is told as cancelled.
            let told = Task.isCancelled ? failures.first { $0.error is CancellationError } ?? failures.first : failures.first
            return told.map { .failure($0) } ?? .success(finished)
        }
        // Every lane finished: each one's context, by its place in the list.
        let finished = try outcome.get()
        for (index, lane) in lanes.enumerated() {
            if let left = finished[index] { lane.keep(&context, left) }
        }
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

extension BuildSiteUseCase {
    /// How a lane ended.
    private enum LaneEnd: Sendable {
        case finished(lane: Int, context: Context)
        case failed(StepFailure<Context>)
    }
}

/// A step that failed, and why.
private struct StepFailure<Context: BuildContext>: Error {
    let step: any BuildStep<Context>
    let error: any Error
}

/// Reports of steps that finish side by side, handed on in the order the steps are listed.
private final class OrderedReports: Sendable {
    private struct Report {
        let step: LocalizedText
        let outcome: StepOutcome
        let duration: Duration
    }

    private let reporter: any BuildReporting
    private let state: Mutex<(next: Int, waiting: [Int: Report])>

    init(reporter: any BuildReporting) {
        self.reporter = reporter
        state = Mutex((0, [:]))
    }

    func finished(_ position: Int, step: LocalizedText, outcome: StepOutcome, duration: Duration) {
        state.withLock { state in
            state.waiting[position] = Report(step: step, outcome: outcome, duration: duration)
            while let report = state.waiting.removeValue(forKey: state.next) {
                reporter.stepFinished(report.step, outcome: report.outcome, duration: report.duration)
                state.next += 1
            }
        }
    }
}

/// Errors were diagnosed (warnings, in a strict build): the build stops before anything is published.
private struct ErrorsDiagnosed: DiagnosticConvertible {
    let diagnostic: Diagnostic

    init(in engine: DiagnosticEngine) {
        let errors = engine.diagnostics.filter { $0.severity == .error }.count
        diagnostic = engine.treatsWarningsAsErrors && engine.warningCount > 0
            ? .error(.strictMode, "\(engine.warningCount) aviso(s) en el modo estricto: corrígelos. El sitio anterior queda como estaba.")
            : .error(.errorsFound, "\(errors) error(es): corrígelos. El sitio anterior queda como estaba.")
    }
}

import BuildSteps
import Localization
import SiteCore
import Synchronization

/// The benchmark measures the build, not the terminal: it prints nothing, and keeps how long the
/// search step took and what it said, so the build's time is given without Pagefind's and
/// Pagefind's on a line of its own.
final class StepTimes: BuildReporting, DiagnosticConsumer {
    struct Search: Equatable {
        let seconds: Double
        /// CPU seconds from the step before it to its end: Pagefind's, mostly.
        let cpuSeconds: Double
        let outcome: StepOutcome
    }

    private struct State {
        var search: Search?
        var cpuAtLastStep = OwnCPU.seconds()
    }

    private let state = Mutex(State())

    /// The search step, once it finished.
    var search: Search? { state.withLock { $0.search } }

    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {
        let cpu = OwnCPU.seconds()
        state.withLock { state in
            if step == IndexSearchStep.title {
                state.search = Search(seconds: duration / .seconds(1), cpuSeconds: cpu - state.cpuAtLastStep, outcome: outcome)
            }
            state.cpuAtLastStep = cpu
        }
    }

    func receive(_ diagnostic: Diagnostic) {}
}

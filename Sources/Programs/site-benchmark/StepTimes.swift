import BuildSteps
import Localization
import SiteCore
import Synchronization

/// The benchmark measures the build, not the terminal: it prints nothing, and keeps how long the
/// search step took and what it said, so the build's time is given without Pagefind's and
/// Pagefind's on a line of its own, and the warnings that would make the build lighter than the
/// one it claims to measure (a diagram left as its source, a search index that failed).
final class StepTimes: BuildReporting, DiagnosticConsumer {
    struct Search: Equatable {
        let seconds: Double
        /// CPU seconds from the step before it to its end: Pagefind's, mostly.
        let cpuSeconds: Double
        let outcome: StepOutcome
    }

    /// Warnings after which the build did less than the workflow's.
    static let lighteningWarnings: Set = ["diagram-rejected", "diagrams-unavailable", "search-failed"]

    private struct State {
        var search: Search?
        var lightening: [String] = []
        var cpuAtLastStep = OwnCPU.seconds()
    }

    private let state = Mutex(State())

    /// The search step, once it finished.
    var search: Search? { state.withLock { $0.search } }

    /// What such warnings said, at their places.
    var lightening: [String] { state.withLock { $0.lightening } }

    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {
        let cpu = OwnCPU.seconds()
        state.withLock { state in
            if step == IndexSearchStep.title {
                state.search = Search(seconds: duration / .seconds(1), cpuSeconds: cpu - state.cpuAtLastStep, outcome: outcome)
            }
            state.cpuAtLastStep = cpu
        }
    }

    func receive(_ diagnostic: Diagnostic) {
        guard Self.lighteningWarnings.contains(diagnostic.id.rawValue) else { return }
        state.withLock { $0.lightening.append(diagnostic.description) }
    }
}

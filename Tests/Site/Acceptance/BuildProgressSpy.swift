import Foundation
import Localization
import SiteCore

/// Records the steps and the diagnostics a build reports.
final class BuildProgressSpy: BuildReporting, DiagnosticConsumer, @unchecked Sendable {
    struct Step: Equatable {
        let name: String
        let outcome: StepOutcome
    }

    private let lock = NSLock()
    private var _steps: [Step] = []
    private var _diagnostics: [Diagnostic] = []
    private var _progress: [String] = []

    var steps: [Step] { lock.withLock { _steps } }
    var diagnostics: [Diagnostic] { lock.withLock { _diagnostics } }
    /// What long steps said while they ran, in order.
    var progress: [String] { lock.withLock { _progress } }
    /// The diagnostics reported as warnings (in a strict build they arrive as errors).
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {
        lock.withLock { _steps.append(Step(name: step.description, outcome: outcome)) }
    }

    func stepProgress(_ step: LocalizedText, detail: LocalizedText) {
        lock.withLock { _progress.append(detail.description) }
    }

    func receive(_ diagnostic: Diagnostic) {
        lock.withLock { _diagnostics.append(diagnostic) }
    }
}

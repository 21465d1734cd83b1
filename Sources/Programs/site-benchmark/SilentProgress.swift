import Localization
import SiteCore

/// The benchmark measures the build, not the terminal.
struct SilentProgress: BuildReporting, DiagnosticConsumer {
    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {}
    func receive(_ diagnostic: Diagnostic) {}
}

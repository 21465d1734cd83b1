import Foundation
import Localization
import SiteCore

/// Records the progress a step reports while it runs.
final class BuildReporterSpy: BuildReporting, @unchecked Sendable {
    private let lock = NSLock()
    private var _progress: [String] = []

    /// `step: detail`, in order.
    var progress: [String] { lock.withLock { _progress } }

    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {}

    func stepProgress(_ step: LocalizedText, detail: LocalizedText) {
        lock.withLock { _progress.append("\(step): \(detail)") }
    }
}

import Foundation
import SiteCore

/// Records the progress a step reports while it runs.
final class BuildReporterSpy: BuildReporting, @unchecked Sendable {
    private let lock = NSLock()
    private var _progress: [String] = []

    /// `step: detail`, in order.
    var progress: [String] { lock.withLock { _progress } }

    func stepFinished(_ step: String, outcome: StepOutcome, duration: Duration) {}

    func stepProgress(_ step: String, detail: String) {
        lock.withLock { _progress.append("\(step): \(detail)") }
    }
}

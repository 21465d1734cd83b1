import Foundation
import LessonsCore
import SiteComposition

/// Records the steps and warnings a build reports.
final class BuildProgressSpy: BuildProgress, @unchecked Sendable {
    private let lock = NSLock()
    private var _steps: [String] = []
    private var _warnings: [Diagnostic] = []

    var steps: [String] { lock.withLock { _steps } }
    var warnings: [Diagnostic] { lock.withLock { _warnings } }

    func stepStarted(_ description: String) {
        lock.withLock { _steps.append(description) }
    }

    func warned(_ diagnostic: Diagnostic) {
        lock.withLock { _warnings.append(diagnostic) }
    }
}

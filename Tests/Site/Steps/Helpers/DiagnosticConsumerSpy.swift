import Foundation
import SiteCore

/// Hears every diagnostic a step emits, in order.
final class DiagnosticConsumerSpy: DiagnosticConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private var _received: [Diagnostic] = []

    var received: [Diagnostic] { lock.withLock { _received } }

    func receive(_ diagnostic: Diagnostic) {
        lock.withLock { _received.append(diagnostic) }
    }
}

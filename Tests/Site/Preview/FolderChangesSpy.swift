import Foundation
import SitePreview

/// Reads a stream of change batches on a task of its own and keeps what it reads, so a test can
/// wait (with a bound) for a path to be reported, or for the stream to end.
final class FolderChangesSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [FolderChangeBatch] = []
    private var ended = false
    private var reading: Task<Void, Never>?

    func reportedPaths() -> Set<String> {
        lock.withLock { batches.reduce(into: []) { $0.formUnion($1.paths) } }
    }

    func read(_ changes: AsyncStream<FolderChangeBatch>) {
        reading = Task { [self] in
            for await batch in changes { lock.withLock { batches.append(batch) } }
            lock.withLock { ended = true }
        }
    }

    /// Cancels the reading task, as serve-site's watch is cancelled when the server stops.
    func cancel() {
        reading?.cancel()
    }

    /// - Returns: whether `path` was reported within `seconds`.
    func waitForChange(of path: URL, within seconds: Double = 1) async -> Bool {
        await wait(within: seconds) { reportedPaths().contains(path.path) }
    }

    /// - Returns: whether the stream ended within `seconds`.
    func waitForEnd(within seconds: Double = 1) async -> Bool {
        await wait(within: seconds) { lock.withLock { ended } }
    }

    private func wait(within seconds: Double, until condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}

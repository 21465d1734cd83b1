public import Foundation

/// Notices changes by comparing snapshots of the folders a few times a second: it works on every
/// system, and is the fallback where the system's notifications are missing or refused.
public struct PollingFolderChanges: FolderChanges {
    private let roots: [URL]
    private let interval: Duration
    private let settle: Duration

    /// - Parameters:
    ///   - interval: between two snapshots.
    ///   - settle: after a difference, before the snapshot the batch is made of: editors often write
    ///     a file in two steps.
    public init(watching roots: [URL], interval: Duration = .milliseconds(400), settle: Duration = .milliseconds(100)) {
        self.roots = roots
        self.interval = interval
        self.settle = settle
    }

    public func changes() -> AsyncStream<FolderChangeBatch> {
        let (roots, interval, settle) = (roots, interval, settle)
        let first = FolderSnapshot.take(of: roots)
        let (stream, continuation) = AsyncStream.makeStream(of: FolderChangeBatch.self, bufferingPolicy: .bufferingNewest(1))
        let polling = Task {
            var last = first
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard FolderSnapshot.take(of: roots) != last, !Task.isCancelled else { continue }
                try? await Task.sleep(for: settle)
                let settled = FolderSnapshot.take(of: roots)
                continuation.yieldMerging(FolderChangeBatch(paths: settled.changedPaths(since: last)))
                last = settled
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in polling.cancel() }
        return stream
    }
}

public import Foundation

/// Looks for a file over and over on another thread, counting the looks that found it missing:
/// a reader of the site (a person, the preview server) while builds publish.
public final class FileWatcher: @unchecked Sendable {
    private let file: URL
    private let lock = NSLock()
    private var running = true
    private var looks = 0
    private var misses = 0
    private let finished = DispatchSemaphore(value: 0)

    public init(file: URL) {
        self.file = file
    }

    public func start() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                let found = FileManager.default.fileExists(atPath: file.path)
                lock.withLock {
                    looks += 1
                    if !found { misses += 1 }
                }
            }
            finished.signal()
        }
    }

    /// Stops looking. - Returns: how many looks there were, and how many found the file missing.
    public func stop() -> (reads: Int, misses: Int) {
        lock.withLock { running = false }
        finished.wait()
        return lock.withLock { (looks, misses) }
    }
}

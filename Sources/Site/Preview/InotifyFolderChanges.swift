#if os(Linux)
public import Foundation

/// Notices a save as it happens, from Linux's inotify: no polling interval, only a short settle
/// so that an editor's save (several events) is one batch.
///
/// Folders are watched recursively, and folders created or moved in later are watched as they
/// appear. Each watched folder's parent is watched too, for that folder's name only, so a folder
/// that is removed and made again (or a single file such as a catalog, which editors often
/// replace rather than rewrite) is still seen.
public struct InotifyFolderChanges: FolderChanges {
    private let roots: [URL]
    private let settle: Duration

    /// - Parameter settle: how long the folders must stay quiet before a batch is reported.
    public init(watching roots: [URL], settle: Duration = .milliseconds(25)) {
        self.roots = roots
        self.settle = settle
    }

    /// - Throws: `InotifyFolderChanges.Unavailable` when inotify cannot be used, or cannot watch
    ///   every folder (the system's limit on watches, `fs.inotify.max_user_watches`, is reached).
    public func changes() throws -> AsyncStream<FolderChangeBatch> {
        let watcher = try InotifyWatcher(roots: roots.map { $0.standardizedFileURL.path })
        let (stream, continuation) = AsyncStream.makeStream(of: FolderChangeBatch.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { _ in watcher.stop() }
        // A thread of its own, not the concurrency pool's: it spends its life blocked in `poll`.
        let settle = settle
        let thread = Thread { watcher.run(settle: settle, reporting: continuation) }
        thread.name = "inotify"
        thread.start()
        return stream
    }

    public struct Unavailable: Error, CustomStringConvertible {
        public let call: String
        public let path: String?
        public let code: Int32

        public var description: String {
            "\(call)\(path.map { " (\($0))" } ?? ""): \(String(cString: strerror(code)))"
        }
    }
}
#endif

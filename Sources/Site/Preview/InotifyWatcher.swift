#if os(Linux)
import Foundation
import Glibc
import Synchronization

/// The file descriptors of one inotify watch and the thread that reads it.
///
/// Everything but `stop()` runs on the reading thread, which alone touches the watch table; the
/// descriptors are closed once, under a lock, so `stop()` never writes to a descriptor that was
/// closed (and perhaps reused for something else).
final class InotifyWatcher: @unchecked Sendable {
    /// A watched folder, and which names in it matter (nil: all of them).
    private struct Watch {
        let path: String
        var names: Set<String>?
    }

    private static let folderEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF)
    /// How long a stream of events may postpone its batch: a long copy still shows up now and then.
    private static let longestBurst: Duration = .milliseconds(500)

    private let inotify: Int32
    /// `stop()` writes a byte here to wake the thread from `poll`.
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let closed = Mutex(false)
    private var watches: [Int32: Watch] = [:]

    init(roots: [String]) throws(InotifyFolderChanges.Unavailable) {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { throw InotifyFolderChanges.Unavailable(call: "inotify_init1", path: nil, code: errno) }
        // Swift's Glibc module has no `pipe2`, so the flags follow the `pipe`.
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(inotify)
            throw InotifyFolderChanges.Unavailable(call: "pipe", path: nil, code: code)
        }
        (wakeReader, wakeWriter) = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(wakeWriter, F_SETFL, O_NONBLOCK)
        do {
            for root in roots {
                let parent = (root as NSString).deletingLastPathComponent
                try add(parent, only: (root as NSString).lastPathComponent)
                // A root may be a link to its folder (a shared `Content/`), as the build allows:
                // inotify follows it, and changes are still reported under the root's own path.
                try addRecursively(root, isRoot: true)
            }
        } catch {
            closeAll()
            throw error
        }
    }

    /// Ends `run` soon, from any thread; its descriptors are closed as it returns.
    func stop() {
        closed.withLock { isClosed in
            guard !isClosed else { return }
            var byte: UInt8 = 1
            _ = write(wakeWriter, &byte, 1)
        }
    }

    /// Reads events until stopped, reporting each burst once it has been quiet for `settle`.
    /// Ends the stream by itself only if the watch stops working (a folder it cannot watch).
    func run(settle: Duration, reporting continuation: AsyncStream<FolderChangeBatch>.Continuation) {
        var pending: FolderChangeBatch?
        var burstStarted = ContinuousClock.now
        defer {
            closeAll()
            continuation.finish()
        }
        while true {
            var timeout: Int32 = -1
            if pending != nil {
                let left = min(settle, Self.longestBurst - (ContinuousClock.now - burstStarted))
                timeout = Int32(max(0, left / .milliseconds(1)).rounded(.up))
            }
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0, descriptors[1].revents == 0 else { return }
            if ready == 0, let batch = pending {
                continuation.yieldMerging(batch)
                pending = nil
                continue
            }
            let wasQuiet = pending == nil
            guard readEvents(into: &pending) else { return }
            if wasQuiet { burstStarted = ContinuousClock.now }
            if let batch = pending, ContinuousClock.now - burstStarted >= Self.longestBurst {
                continuation.yieldMerging(batch)
                pending = nil
            }
        }
    }

    /// Reads what is queued; false if a new folder could not be watched, so changes in it would be missed.
    /// Events about other names in a parent folder (the site being published beside the content)
    /// leave `batch` as it was.
    private func readEvents(into batch: inout FolderChangeBatch?) -> Bool {
        let headerSize = MemoryLayout<inotify_event>.size
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(inotify, buffer.baseAddress, buffer.count)
            guard count > 0 else { return count == 0 || errno == EAGAIN || errno == EINTR }
            var offset = 0
            while offset + headerSize <= count {
                let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = UnsafeRawBufferPointer(rebasing: buffer[(offset + headerSize)..<(offset + headerSize + Int(event.len))])
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + Int(event.len)
                guard handle(descriptor: event.wd, mask: event.mask, name: name, into: &batch) else { return false }
            }
        }
    }

    private func handle(descriptor: Int32, mask: UInt32, name: String, into batch: inout FolderChangeBatch?) -> Bool {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were dropped: say something changed, and catch up on folders made meanwhile.
            batch = (batch ?? FolderChangeBatch()).merging(FolderChangeBatch(isComplete: false))
            return (try? rewatchEverything()) != nil
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            watches[descriptor] = nil
            return true
        }
        guard let watch = watches[descriptor], watch.names?.contains(name) ?? true else { return true }
        let path = name.isEmpty ? watch.path : watch.path + "/" + name
        batch = (batch ?? FolderChangeBatch()).merging(FolderChangeBatch(paths: [path]))
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            return (try? addRecursively(path)) != nil
        }
        return true
    }

    private func rewatchEverything() throws(InotifyFolderChanges.Unavailable) {
        for watch in Array(watches.values) where watch.names == nil {
            try addRecursively(watch.path)
        }
    }

    /// Watches `folder` and every folder in it; a folder that is gone (or a file) is skipped, and
    /// so is a link inside it, as the build leaves links inside its folders out.
    private func addRecursively(_ folder: String, isRoot: Bool = false) throws(InotifyFolderChanges.Unavailable) {
        guard isRoot ? Self.leadsToAFolder(folder) : Self.isFolder(folder) else { return }
        guard try add(folder, only: nil) else { return }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            try addRecursively(folder + "/" + entry)
        }
    }

    /// - Parameter name: the one name in `folder` that matters, or nil for all of them.
    /// - Returns: false if the folder is gone.
    @discardableResult
    private func add(_ folder: String, only name: String?) throws(InotifyFolderChanges.Unavailable) -> Bool {
        let descriptor = inotify_add_watch(inotify, folder, Self.folderEvents | UInt32(IN_ONLYDIR))
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return false }
            throw InotifyFolderChanges.Unavailable(call: "inotify_add_watch", path: folder, code: errno)
        }
        // The same folder reached twice (a root inside another's parent) keeps the wider interest.
        var names = name.map { Set([$0]) }
        if let existing = watches[descriptor] {
            names = existing.names.flatMap { existingNames in names.map { existingNames.union($0) } }
        }
        watches[descriptor] = Watch(path: folder, names: names)
        return true
    }

    /// A folder, or a link to one.
    private static func leadsToAFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A real folder, not a symbolic link to one (which could lead the watch in circles).
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private func closeAll() {
        closed.withLock { isClosed in
            guard !isClosed else { return }
            isClosed = true
            close(inotify)
            close(wakeReader)
            close(wakeWriter)
        }
    }
}
#endif

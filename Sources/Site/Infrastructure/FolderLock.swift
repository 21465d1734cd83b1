public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a folder, held while a build works in it. The system releases it when
/// the process ends, however it ends (`kill -9` included), so a folder nobody holds is a dead
/// build's leftover, whatever its age, and one somebody holds belongs to a running build.
public final class FolderLock: Sendable {
    /// What trying to lock a folder found.
    public enum Attempt {
        case locked(FolderLock)
        /// Another build holds it.
        case held
        /// The folder is missing, or its file system cannot lock (some network and FUSE mounts).
        case unavailable
    }

    private let descriptor: Mutex<Int32?>

    private init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    /// Locks `folder` if nobody holds it, without waiting.
    public static func attempt(_ folder: URL) -> Attempt {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unavailable }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            return code == EWOULDBLOCK ? .held : .unavailable
        }
        return .locked(FolderLock(descriptor: descriptor))
    }

    /// Whether the lock is still on the folder now at `folder`, and not on one that was removed
    /// (by a build that found it unlocked just before it was locked) or replaced meanwhile.
    public func holds(_ folder: URL) -> Bool {
        descriptor.withLock { descriptor in
            guard let descriptor else { return false }
            var held = stat()
            var current = stat()
            guard fstat(descriptor, &held) == 0, stat(folder.path, &current) == 0 else { return false }
            return held.st_dev == current.st_dev && held.st_ino == current.st_ino
        }
    }

    /// Lets another build have the folder. Safe to call more than once.
    public func release() {
        descriptor.withLock { descriptor in
            if let open = descriptor { close(open) }
            descriptor = nil
        }
    }

    deinit {
        release()
    }
}

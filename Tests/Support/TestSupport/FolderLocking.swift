public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Holds an exclusive `flock` on `folder` until the returned closure is called, as a running
/// build holds its staging folder.
public func holdLock(on folder: URL) -> () -> Void {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
    precondition(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0, "could not lock \(folder.path)")
    return { close(descriptor) }
}

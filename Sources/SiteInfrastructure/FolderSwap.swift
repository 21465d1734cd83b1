import CFolderExchange
public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a newly built folder where the output is, so that the output is never missing: readers
/// and the preview server always find either the old site or the new one.
public enum FolderSwap {
    public struct Failure: Error, Equatable {
        public let reason: String
    }

    /// Moves `new` to `output`.
    /// - Parameter canExchange: false forces two renames, as on systems that cannot exchange.
    /// - Returns: where the previous output now is, for the caller to remove; nil if there was none.
    public static func replace(_ output: URL, with new: URL, canExchange: Bool = true) throws(Failure) -> URL? {
        // Builds publishing into the same output at once may each see the other's site come and go.
        for _ in 0..<5 {
            if rename(new.path, output.path) == 0 { return nil }
            guard errno == EEXIST || errno == ENOTEMPTY else { throw Failure(reason: Self.message(errno)) }
            if canExchange {
                if course_site_exchange_paths(new.path, output.path) == 0 { return new }
                if errno == ENOENT { continue }
                guard [ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP].contains(errno) else { throw Failure(reason: Self.message(errno)) }
            }
            // Where the system cannot exchange: the old site aside, the new one in; in between
            // there is no output, for an instant.
            let previous = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).previous-\(UUID().uuidString.prefix(8))")
            guard rename(output.path, previous.path) == 0 else {
                if errno == ENOENT { continue }
                throw Failure(reason: Self.message(errno))
            }
            guard rename(new.path, output.path) == 0 else {
                let reason = Self.message(errno)
                _ = rename(previous.path, output.path)
                throw Failure(reason: reason)
            }
            return previous
        }
        throw Failure(reason: "otra compilación publica en la misma carpeta a la vez; vuelve a intentarlo")
    }

    private static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

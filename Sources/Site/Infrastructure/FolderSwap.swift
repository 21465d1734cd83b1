import CFolderExchange
public import Foundation
public import Localization

/// Puts a newly built folder where the output is, so that the output is never missing where the
/// system can exchange two folders: readers and the preview server always find either the old
/// site or the new one.
public enum FolderSwap {
    public struct Failure: Error, Equatable {
        public let reason: LocalizedText
    }

    /// Where a site set aside by the two-rename fallback waits to be removed.
    public static let setAsideMarker = ".previous-"

    /// Moves `new` to `output`.
    /// - Parameter canExchange: false forces two renames, as on systems that cannot exchange.
    /// - Returns: where the previous output now is, for the caller to remove; nil if there was none.
    public static func replace(_ output: URL, with new: URL, canExchange: Bool = true) throws(Failure) -> URL? {
        // Builds publishing into the same output at once may each see the other's site come and go.
        for _ in 0..<5 {
            var code = course_site_rename(new.path, output.path)
            if code == 0 { return nil }
            guard code == EEXIST || code == ENOTEMPTY else { throw Failure(code) }
            if canExchange {
                code = course_site_exchange_paths(new.path, output.path)
                if code == 0 { return new }
                if code == ENOENT { continue }
                guard code == ENOSYS || code == EINVAL || code == ENOTSUP || code == EOPNOTSUPP || code == EPERM else { throw Failure(code) }
            }
            // Where the system cannot exchange: the old site aside, the new one in; in between
            // there is no output, for an instant.
            let previous = output.deletingLastPathComponent()
                .appendingPathComponent(".\(output.lastPathComponent)\(setAsideMarker)\(UUID().uuidString.prefix(8))")
            code = course_site_rename(output.path, previous.path)
            if code == ENOENT { continue }
            guard code == 0 else { throw Failure(code) }
            code = course_site_rename(new.path, output.path)
            guard code == 0 else {
                let restored = course_site_rename(previous.path, output.path) == 0
                let reason = Failure(code).reason
                throw Failure(reason: restored ? reason : "\(reason); el sitio anterior quedó en \(previous.path)")
            }
            return previous
        }
        throw Failure(reason: "otra compilación publica en la misma carpeta a la vez; vuelve a intentarlo")
    }
}

extension FolderSwap.Failure {
    /// The system's words for an `errno`, read through Foundation (`strerror` is not thread-safe).
    init(_ code: Int32) {
        self.init(reason: LocalizedText(verbatim: POSIXErrorCode(rawValue: code).map { POSIXError($0).localizedDescription } ?? "error \(code)"))
    }
}

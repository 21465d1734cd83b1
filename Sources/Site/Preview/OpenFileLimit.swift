#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of files (and so connections) the process may have open at once.
public enum OpenFileLimit {
    /// Raises the soft limit (often 1,024) to the hard one, which a process may do by itself: a
    /// preview with many open pages, or a burst of connections, should not run out of descriptors.
    /// - Returns: the limit now in force.
    @discardableResult
    public static func raise() -> UInt64 {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { return UInt64(raised.rlim_cur) }
        }
        return UInt64(limit.rlim_cur)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the system counts of this process (`getrusage`), where Linux and macOS name it differently.
enum ResourceUsage {
    /// Its own threads.
    static var ofThisProcess: rusage { usage(RUSAGE_SELF) }
    /// The children it has waited for.
    static var ofWaitedChildren: rusage { usage(RUSAGE_CHILDREN) }

    #if os(Linux)
    private static func usage(_ who: __rusage_who) -> rusage {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        return usage
    }
    #else
    private static func usage(_ who: Int32) -> rusage {
        var usage = rusage()
        getrusage(who, &usage)
        return usage
    }
    #endif
}

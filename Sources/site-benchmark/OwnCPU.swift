#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's CPU time: its own threads, and the children it has waited for.
enum OwnCPU {
    static func seconds() -> Double {
        seconds(of: RUSAGE_SELF) + seconds(of: RUSAGE_CHILDREN)
    }

    #if os(Linux)
    private static func seconds(of who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        return seconds(usage)
    }
    #else
    private static func seconds(of who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        return seconds(usage)
    }
    #endif

    private static func seconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

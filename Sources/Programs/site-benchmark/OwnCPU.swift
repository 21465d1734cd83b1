#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's CPU time: its own threads, and the children it has waited for.
enum OwnCPU {
    static func seconds() -> Double {
        seconds(ResourceUsage.ofThisProcess) + seconds(ResourceUsage.ofWaitedChildren)
    }

    private static func seconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

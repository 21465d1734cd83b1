/// The most memory a process has held at once.
enum PeakMemory {
    /// This process's.
    static func kilobytes() -> Int {
        kilobytes(ResourceUsage.ofThisProcess.ru_maxrss)
    }

    /// The largest of the processes this one ran and waited for.
    static func childKilobytes() -> Int {
        kilobytes(ResourceUsage.ofWaitedChildren.ru_maxrss)
    }

    private static func kilobytes(_ peak: Int) -> Int {
        #if os(Linux)
        return peak // kilobytes on Linux
        #else
        return peak / 1024 // bytes on macOS
        #endif
    }
}

/// The most memory this process has held at once.
enum PeakMemory {
    static func kilobytes() -> Int {
        let peak = ResourceUsage.ofThisProcess.ru_maxrss
        #if os(Linux)
        return peak // kilobytes on Linux
        #else
        return peak / 1024 // bytes on macOS
        #endif
    }
}

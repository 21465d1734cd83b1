import CHeapPad

/// How the C allocator grows its heaps: set by each program first thing, before its first build.
public enum HeapGrowth {
    /// Grows each of glibc's heaps 16 MiB at a time, and keeps as much free at its top.
    ///
    /// By default a heap grows by what is asked plus 128 KiB and gives back what is free at its top
    /// past 128 KiB: a build's pages, made and freed one after another on every core, cost thousands
    /// of `mprotect` calls and page faults (2,600 for the 1,000 sample lessons; 50 in large steps).
    /// In large steps the build took 3% less time, at the same peak, on this project's two cores
    /// (each thread's heap may keep 16 MiB more on a machine of many). Setting it also fixes the
    /// allocator's threshold for giving large blocks their own mapping at its default (128 KiB),
    /// which glibc otherwise raises as such blocks are freed.
    ///
    /// glibc's `mallopt` is not safe while other threads allocate: call it once, before any build.
    /// Nothing on other C libraries (macOS, musl).
    /// - Returns: whether the allocator took it.
    @discardableResult
    public static func inLargeSteps() -> Bool {
        course_site_pad_heap_top(16 << 20) == 1
    }
}

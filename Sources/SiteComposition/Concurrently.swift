import Dispatch

/// Runs independent per-lesson work on every core. Results keep the input order, and the
/// first error in that order is the one thrown, so a build fails the same way every time.
enum Concurrently {
    static func map<Item: Sendable, Output, Failure: Error>(
        _ items: [Item],
        _ transform: @Sendable (Item) throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        let slots = Slots<Result<Output, Failure>>(count: items.count)
        defer { slots.release() }
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.buffer[index] = Result { () throws(Failure) -> Output in try transform(items[index]) }
        }
        return try slots.buffer.map { slot throws(Failure) in try slot!.get() }
    }

    /// One slot per iteration. Each iteration writes only its own slot and the results are read
    /// after `concurrentPerform` returns, so sharing the buffer across threads needs no lock.
    private struct Slots<Value>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func release() {
            _ = buffer.deinitialize()
            buffer.deallocate()
        }
    }
}

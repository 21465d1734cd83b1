import Foundation
import Synchronization

/// The threads lessons are read on: a task executor, whose threads also run the parses the
/// tasks ask for (`ParseDeadline`).
///
/// A call into cmark-gfm cannot be cancelled, so a parse runs outside any task, between two of
/// the tasks' jobs, while the task that asked for it waits suspended. A task that reads on these
/// threads (`withTaskExecutorPreference`) has its parse run by the thread it is on, right after
/// the job that asked for it, and goes on there: no thread is woken. A parse handed to a thread of
/// its own and back cost 3.7 context switches a lesson (a quarter of one now), and 6% of a large
/// course's build. As on any pool of fixed size, a job must not block waiting for another job of
/// these threads.
///
/// A parse past its deadline is given up: its task goes on without the document, its thread
/// ends when cmark-gfm returns, and a new thread takes its place. A parse's time counts from when
/// a thread starts it, so parses waiting behind a slow one are not given up for it.
public final class ReadingThreads: TaskExecutor {
    /// As many threads as cores.
    public static let shared = ReadingThreads(count: ProcessInfo.processInfo.activeProcessorCount)

    private enum Work {
        case job(UnownedJob)
        case parse(Parse)
    }

    private struct State {
        /// Jobs, and parses asked for off these threads, in the order they came, from `head` on;
        /// each let go as it is taken.
        var queue: [Work?] = []
        var head = 0
        var sleeping = 0
        /// Sleeping threads woken, for the tests.
        var wakes = 0

        var isEmpty: Bool { head == queue.count }

        /// Wakes a sleeping thread, if one sleeps, for what was just queued.
        mutating func wakesOne() -> Bool {
            guard sleeping > 0 else { return false }
            sleeping -= 1
            wakes += 1
            return true
        }

        mutating func take() -> Work? {
            guard head < queue.count else { return nil }
            let work = queue[head]
            queue[head] = nil
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            return work
        }
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let watch: ParseWatch
    /// Each thread's `Worker`.
    private let key = WorkerKey()

    /// Threads that run jobs and parses: a thread given up is replaced, so there are always as many.
    public let count: Int

    /// - Parameter count: threads that run jobs and parses (at least one).
    init(count: Int, watch: ParseWatch = .shared) {
        self.count = max(1, count)
        self.watch = watch
        for _ in 0..<self.count { startThread() }
    }

    /// Sleeping threads woken so far.
    var wakes: Int { state.withLock { $0.wakes } }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let answering = key.current?.isAnswering ?? false
        let wakes = state.withLock { state in
            // The task a parse has just answered, alone in the queue, waits for the thread that
            // parsed it, which is free at once, rather than wake another.
            let waits = answering && state.isEmpty
            state.queue.append(.job(job))
            return !waits && state.wakesOne()
        }
        if wakes { wake.signal() }
    }

    /// Runs `work` on one of the threads, on this one right after the job that asks if it is one
    /// of them; calls `givenUp` instead of waiting if `work` runs for longer than `duration`.
    func parse(within duration: Duration, _ work: @escaping @Sendable () -> Void, givenUp: @escaping @Sendable () -> Void) {
        let parse = Parse(duration: duration, work: work, givenUp: givenUp)
        if let worker = key.current {
            worker.next = parse
            return
        }
        let wakes = state.withLock { state in
            state.queue.append(.parse(parse))
            return state.wakesOne()
        }
        if wakes { wake.signal() }
    }

    private func startThread() {
        let thread = Thread { [self] in
            let worker = Worker()
            key.set(worker)
            loop(worker)
            key.set(nil)
        }
        // As deep as the main thread's: cmark-gfm's parse recurses.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Until a parse of this thread's is given up: another thread has then taken its place.
    private func loop(_ worker: Worker) {
        while true {
            let (taken, wakes) = state.withLock { state in
                let work = state.take()
                if work == nil { state.sleeping += 1 }
                // More than this thread can take: another wakes for the rest.
                return (work, work != nil && !state.isEmpty && state.wakesOne())
            }
            if wakes { wake.signal() }
            switch taken {
            case nil:
                wake.wait()
            case let .job(job)?:
                job.runSynchronously(on: asUnownedTaskExecutor())
                if let parse = worker.next.take(), !run(parse, on: worker) { return }
            case let .parse(parse)?:
                if !run(parse, on: worker) { return }
            }
        }
    }

    /// - Returns: false when the parse was given up.
    private func run(_ parse: Parse, on worker: Worker) -> Bool {
        let watched = watch.watch(until: .now() + .nanoseconds(parse.nanoseconds)) { [self] in
            guard parse.giveUp() else { return }
            startThread()
            parse.givenUp()
        }
        worker.isAnswering = true
        parse.work()
        worker.isAnswering = false
        let finished = parse.finish()
        watch.forget(watched)
        return finished
    }
}

extension ReadingThreads {
    /// A parse: run once, or given up at its deadline.
    private final class Parse: Sendable {
        let nanoseconds: Int
        let work: @Sendable () -> Void
        let givenUp: @Sendable () -> Void
        /// Whether it ended, or was given up, first.
        private let ended = Mutex<Bool?>(nil)

        init(duration: Duration, work: @escaping @Sendable () -> Void, givenUp: @escaping @Sendable () -> Void) {
            let (seconds, attoseconds) = duration.components
            let (whole, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
            nanoseconds = overflow ? .max : whole.addingReportingOverflow(Int(attoseconds / 1_000_000_000)).partialValue
            self.work = work
            self.givenUp = givenUp
        }

        /// - Returns: false when it was given up first.
        func finish() -> Bool {
            ended.withLock { ended in
                if ended == nil { ended = true }
                return ended == true
            }
        }

        /// - Returns: false when it had ended.
        func giveUp() -> Bool {
            ended.withLock { ended in
                guard ended == nil else { return false }
                ended = false
                return true
            }
        }
    }

    /// What one thread alone reads and writes: found through `WorkerKey`, never handed to another.
    private final class Worker {
        /// The parse the job it runs asked for, run as soon as that job returns.
        var next: Parse?
        /// Whether it is answering a parse, so the task answered goes on here.
        var isAnswering = false
    }

    /// Each thread's `Worker`, kept by the thread itself (a thread-specific value).
    private final class WorkerKey: Sendable {
        private let key: pthread_key_t

        init() {
            var key = pthread_key_t()
            precondition(pthread_key_create(&key, nil) == 0, "cannot create a thread-specific key for the reading threads")
            self.key = key
        }

        /// The calling thread's, if it is one of these threads.
        var current: Worker? {
            pthread_getspecific(key).map { Unmanaged<Worker>.fromOpaque($0).takeUnretainedValue() }
        }

        /// Held (retained) by the calling thread until set again.
        func set(_ worker: Worker?) {
            if let held = pthread_getspecific(key) { Unmanaged<Worker>.fromOpaque(held).release() }
            pthread_setspecific(key, worker.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }
}

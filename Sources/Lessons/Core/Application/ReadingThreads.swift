import Foundation
import Synchronization

/// The threads lessons are read on: a task executor, whose threads also run the parses the
/// tasks ask for (`ParseDeadline`).
///
/// A call into cmark-gfm cannot be cancelled, so a parse runs outside any task, between two of
/// the tasks' jobs, while the task that asked for it waits suspended. A task that reads on these
/// threads (`withTaskExecutorPreference`) has its parse run by the thread it is on, right after
/// the job that asked for it, and goes on there: no thread is woken. A parse handed to a thread of
/// its own and back cost 3.7 context switches a lesson (0.4 now), and 6% of a large course's build.
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
        /// Jobs and parses in the order they came, from `head` on.
        var queue: [Work] = []
        var head = 0
        /// Parses asked for on a reading thread, run before the queue, the latest first: the
        /// thread that asked runs its own as soon as the job that asked returns.
        var next: [Parse] = []
        var sleeping = 0

        /// Wakes a sleeping thread, if one sleeps, for what was just queued.
        mutating func wakesOne() -> Bool {
            guard sleeping > 0 else { return false }
            sleeping -= 1
            return true
        }

        var isEmpty: Bool { next.isEmpty && head == queue.count }

        mutating func take() -> Work? {
            if let parse = next.popLast() { return .parse(parse) }
            guard head < queue.count else { return nil }
            defer {
                head += 1
                if head == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                }
            }
            return queue[head]
        }
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let watch: ParseWatch
    /// What each thread holds to know it is one of these.
    private let key: ThreadKey

    /// - Parameter count: threads that run jobs and parses (at least one).
    init(count: Int, watch: ParseWatch = .shared) {
        self.watch = watch
        key = ThreadKey()
        for _ in 0..<max(1, count) { startThread() }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let onOneOfThese = key.isSet
        let wakes = state.withLock { state in
            // Alone in the queue, a job queued on one of these threads (a task the parse it
            // ran answered, a child task) waits for it rather than wake another.
            let waits = onOneOfThese && state.isEmpty
            state.queue.append(.job(job))
            return !waits && state.wakesOne()
        }
        if wakes { wake.signal() }
    }

    /// Runs `work` on one of the threads, first on this one if it is one; calls `givenUp`
    /// instead of waiting if `work` runs for longer than `duration`.
    func parse(within duration: Duration, _ work: @escaping @Sendable () -> Void, givenUp: @escaping @Sendable () -> Void) {
        let parse = Parse(duration: duration, work: work, givenUp: givenUp)
        let onOneOfThese = key.isSet
        let wakes = state.withLock { state in
            if onOneOfThese {
                state.next.append(parse)
                return false
            }
            state.queue.append(.parse(parse))
            return state.wakesOne()
        }
        if wakes { wake.signal() }
    }

    private func startThread() {
        let thread = Thread { [self] in
            key.set()
            loop()
        }
        // As deep as the main thread's: cmark-gfm's parse recurses.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func loop() {
        while true {
            let (taken, wakes) = state.withLock { state in
                let work = state.take()
                if work == nil { state.sleeping += 1 }
                // More than this thread can take: another wakes for the rest.
                return (work, work != nil && !state.isEmpty && state.wakesOne())
            }
            if wakes { wake.signal() }
            guard let work = taken else {
                wake.wait()
                continue
            }
            switch work {
            case let .job(job):
                job.runSynchronously(on: asUnownedTaskExecutor())
            case let .parse(parse):
                // A thread whose parse was given up ends with it: another has taken its place.
                if !run(parse) { return }
            }
        }
    }

    /// - Returns: false when the parse was given up.
    private func run(_ parse: Parse) -> Bool {
        let watched = watch.watch(until: .now() + .nanoseconds(parse.nanoseconds)) { [self] in
            guard parse.giveUp() else { return }
            startThread()
            parse.givenUp()
        }
        parse.work()
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
            nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
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

    /// A thread-specific flag: whether the calling thread is one of an executor's.
    private final class ThreadKey: Sendable {
        private let key: pthread_key_t

        init() {
            var key = pthread_key_t()
            precondition(pthread_key_create(&key, nil) == 0, "cannot create a thread-specific key for the reading threads")
            self.key = key
        }

        var isSet: Bool { pthread_getspecific(key) != nil }

        func set() {
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        }
    }
}

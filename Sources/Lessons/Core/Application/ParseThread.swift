import Foundation
import Synchronization

/// A thread that parses lessons for `ParseDeadline`, started once and kept for the next parse.
///
/// Starting a thread (with its 8 MiB stack) for every lesson, and blocking one of the build's few
/// threads while it parsed, was a tenth of the build of a course of 1,000 lessons. A thread waits
/// between parses; one whose parse ran past its deadline is given up: it ends once cmark-gfm
/// returns, and the next parse takes another.
final class ParseThread: Sendable {
    private struct State {
        var work: (@Sendable () -> @Sendable () -> Void)?
        /// The parse under way, counted from the thread's first: a deadline gives up only its own.
        var parse = 0
        var working = false
        var givenUp = false
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// Threads waiting for a parse: as many as have parsed at once.
    private static let waiting = Mutex<[ParseThread]>([])

    /// A waiting thread, or a new one.
    static func take() -> ParseThread {
        waiting.withLock { $0.popLast() } ?? ParseThread()
    }

    private init() {
        let thread = Thread { [self] in loop() }
        // As deep as the main thread's: the parse used to run on the caller's.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Runs `work` on this thread, then what it returns, once the thread waits for the next parse.
    /// - Returns: the parse, for `giveUp(_:)`.
    func start(_ work: @escaping @Sendable () -> @Sendable () -> Void) -> Int {
        let parse = state.withLock { state in
            state.work = work
            state.working = true
            state.parse += 1
            return state.parse
        }
        wake.signal()
        return parse
    }

    /// Past the deadline: the thread ends when the parse does.
    /// - Returns: false when the parse ended first.
    func giveUp(_ parse: Int) -> Bool {
        state.withLock { state in
            guard state.working, state.parse == parse else { return false }
            state.givenUp = true
            return true
        }
    }

    private func loop() {
        while true {
            wake.wait()
            guard let work = state.withLock({ $0.work.take() }) else { continue }
            let then = work()
            let givenUp = state.withLock { state in
                state.working = false
                return state.givenUp
            }
            if !givenUp { Self.waiting.withLock { $0.append(self) } }
            then()
            if givenUp { return }
        }
    }
}

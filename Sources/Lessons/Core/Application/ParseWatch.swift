import Foundation
import Synchronization

/// The deadlines of the parses under way, watched by one thread for them all (`ParseDeadline`).
///
/// A timer for each parse (`DispatchQueue.asyncAfter`) woke libdispatch's manager thread to arm
/// it: 1.6 context switches a lesson, two fifths of a large build's. This thread sleeps until the
/// earliest deadline it knows of and is woken only by a deadline earlier than that one. Parses
/// are given the same time, so a parse's deadline is later than those of the parses before it:
/// the thread wakes when it has no deadline to wait for and a parse starts, and when a deadline
/// it waited for comes.
final class ParseWatch: Sendable {
    static let shared = ParseWatch()

    private struct Watched {
        let deadline: DispatchTime
        let expire: @Sendable () -> Void
    }

    private struct State {
        var watched: [Int: Watched] = [:]
        var last = 0
        /// When the thread wakes, unless a deadline earlier than this one wakes it sooner.
        var wakesAt = DispatchTime.distantFuture
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// A watch with a thread of its own, which runs for as long as the process does.
    init() {
        Thread { [self] in loop() }.start()
    }

    /// Calls `expire`, on the watch's thread, once `deadline` has passed, unless `forget(_:)` is
    /// called first with what this returns.
    func watch(until deadline: DispatchTime, expire: @escaping @Sendable () -> Void) -> Int {
        let (id, isEarliest) = state.withLock { state in
            state.last += 1
            state.watched[state.last] = Watched(deadline: deadline, expire: expire)
            guard deadline < state.wakesAt else { return (state.last, false) }
            state.wakesAt = deadline
            return (state.last, true)
        }
        if isEarliest { wake.signal() }
        return id
    }

    /// No call for that deadline, if it has not passed yet.
    func forget(_ id: Int) {
        _ = state.withLock { $0.watched.removeValue(forKey: id) }
    }

    private func loop() {
        while true {
            let now = DispatchTime.now()
            let (expired, wakesAt) = state.withLock { state in
                let expired = state.watched.filter { $0.value.deadline <= now }
                for id in expired.keys { state.watched[id] = nil }
                state.wakesAt = state.watched.values.lazy.map(\.deadline).min() ?? .distantFuture
                return (expired.values.map(\.expire), state.wakesAt)
            }
            for expire in expired { expire() }
            _ = wake.wait(timeout: wakesAt)
        }
    }
}

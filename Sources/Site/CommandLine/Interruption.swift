import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Ctrl-C (SIGINT) and SIGTERM into cancelling a task, so an interrupted build gets to
/// remove its staging folder and stop the commands it started, instead of dying half way.
/// (`@unchecked`: `sources` only keeps the signal sources alive; `cancels` sets it, once, at start.)
public final class Interruption: @unchecked Sendable {
    private var sources: [any DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "course-site.interruption")
    /// The first signal, and when it arrived.
    private let first = Mutex<(number: Int32, at: ContinuousClock.Instant)?>(nil)
    private let window: Duration
    private let onForcedExit: @Sendable () -> Void

    /// - Parameters:
    ///   - window: signals that arrive this soon after the first count as the same one: `timeout -s INT`
    ///     signals the program and then its process group, so one interruption arrives twice.
    ///   - onForcedExit: what may still be done when a later signal ends the process at once
    ///     (the composition root's `SiteBuilder.abandonWorkInProgress`).
    public init(window: Duration = .seconds(1), onForcedExit: @escaping @Sendable () -> Void) {
        self.window = window
        self.onForcedExit = onForcedExit
    }

    /// The signal that arrived, if one did.
    public var received: Int32? { first.withLock { $0?.number } }

    /// The exit status shells expect of a program a signal stopped: 130 for Ctrl-C, 143 for SIGTERM.
    public var exitStatus: Int32? { received.map { 128 + $0 } }

    /// What a signal does.
    enum Action: Equatable {
        /// The first: the task is cancelled, and cleans up as it stops.
        case cancel
        /// The same interruption arriving again.
        case ignore
        /// A later one: the user insists, and the process ends at once.
        case exit(status: Int32)
    }

    /// Cancels `task` on the first signal; one that comes more than `window` later ends the process at once.
    public func cancels<Success, Failure>(_ task: Task<Success, Failure>) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                switch receive(number, at: .now) {
                case .cancel:
                    task.cancel()
                case .ignore:
                    break
                case let .exit(status):
                    onForcedExit()
                    // `_exit`: other threads are still running, and `exit` would run teardown under them.
                    _exit(status)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Records signal `number`, arrived at `now`, and says what it does.
    func receive(_ number: Int32, at now: ContinuousClock.Instant) -> Action {
        first.withLock { first in
            guard let earlier = first else {
                first = (number, now)
                return .cancel
            }
            return now - earlier.at < window ? .ignore : .exit(status: 128 + number)
        }
    }
}

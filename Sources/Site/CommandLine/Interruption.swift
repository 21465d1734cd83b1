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
    private let signalReceived = Mutex<Int32?>(nil)

    public init() {}

    /// The signal that arrived, if one did.
    public var received: Int32? { signalReceived.withLock { $0 } }

    /// The exit status shells expect of a program a signal stopped: 130 for Ctrl-C, 143 for SIGTERM.
    public var exitStatus: Int32? { received.map { 128 + $0 } }

    /// Cancels `task` on the first signal; a second one ends the process at once.
    public func cancels<Success, Failure>(_ task: Task<Success, Failure>) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                let isFirst = signalReceived.withLock { received in
                    guard received == nil else { return false }
                    received = number
                    return true
                }
                // `_exit`: other threads are still running, and `exit` would run teardown under them.
                guard isFirst else { _exit(128 + number) }
                task.cancel()
            }
            source.resume()
            sources.append(source)
        }
    }
}

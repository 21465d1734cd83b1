import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Ctrl-C (SIGINT) and SIGTERM into cancelling a task, so an interrupted build gets to
/// remove its staging folder and stop the commands it started, instead of dying half way.
public final class Interruption: @unchecked Sendable {
    private var sources: [any DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "course-site.interruption")

    /// Whether a signal arrived.
    public private(set) var happened = false

    public init() {}

    /// Cancels `task` on the first signal; a second one ends the process at once.
    public func cancels<Success, Failure>(_ task: Task<Success, Failure>) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                if happened { exit(128 + number) }
                happened = true
                task.cancel()
            }
            source.resume()
            sources.append(source)
        }
    }
}

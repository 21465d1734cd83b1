import Foundation

/// How long a lesson's Markdown may take to parse: the last line of defence behind
/// `MarkdownLimits`, for an input whose cost the pre-scan does not foresee.
///
/// A call into cmark-gfm cannot be cancelled, so the parse runs on a thread of its own and the
/// caller waits for it up to the deadline. Past it, the caller goes on without the document and
/// the thread is left to finish: it keeps a core busy until cmark-gfm returns, then its document
/// is freed. `build-site` stops at the refused lesson and exits; in `serve-site` the server keeps
/// answering on the other cores, and the lesson is refused at every rebuild until it is fixed.
public struct ParseDeadline: Sendable {
    public let duration: Duration

    /// Five seconds: the largest real lesson parses in milliseconds.
    public static let standard = ParseDeadline(.seconds(5))

    public init(_ duration: Duration) {
        self.duration = duration
    }

    /// What `work` returns, or nil when it runs past the deadline.
    func run<Value>(_ work: @escaping @Sendable () -> Value) -> Value? {
        let outcome = Outcome<Value>()
        let thread = Thread {
            outcome.value = work()
            outcome.done.signal()
        }
        // As deep as the main thread's: the parse used to run on the caller's.
        thread.stackSize = 8 << 20
        thread.start()
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        guard outcome.done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
        return outcome.value
    }

    /// The deadline as the refusal says it: "5 s", "50 ms".
    var spoken: String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) s" : "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}

/// The parse's result, handed from its thread to the waiting one: written before `done` is
/// signalled, read only after the wait for it succeeds.
private final class Outcome<Value>: @unchecked Sendable {
    var value: Value?
    let done = DispatchSemaphore(value: 0)
}

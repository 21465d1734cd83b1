import Synchronization

/// How long a lesson's Markdown may take to parse: the last line of defence behind
/// `MarkdownLimits`, for an input whose cost the pre-scan does not foresee.
///
/// A call into cmark-gfm cannot be cancelled, so the parse runs outside the caller's task, on one
/// of the reading threads (`ReadingThreads`), and the caller waits for it up to the deadline,
/// counted from when a thread starts it (a parse waiting for a thread is not late). Past it, the
/// caller goes on without the document and the thread is left to finish: it keeps a core
/// busy until cmark-gfm returns, then its document is freed and the thread ends. `build-site`
/// stops at the refused lesson and exits; in `serve-site` the server keeps answering on the other
/// cores, and the lesson is refused at every rebuild until it is fixed.
public struct ParseDeadline: Sendable {
    public let duration: Duration
    /// Where the parses run: lessons read on these threads have theirs run without a hand-over.
    public let threads: ReadingThreads

    /// Five seconds: the largest real lesson parses in milliseconds.
    public static let standard = ParseDeadline(.seconds(5))

    public init(_ duration: Duration) {
        self.init(duration, threads: .shared)
    }

    init(_ duration: Duration, threads: ReadingThreads) {
        self.duration = duration
        self.threads = threads
    }

    /// What `work` returns, or nil when it runs past the deadline. The caller's thread is free
    /// for other work meanwhile.
    func run<Value>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        let (threads, duration) = (threads, duration)
        let handed = await withCheckedContinuation { continuation in
            let answer = Answer<Value>(continuation)
            threads.parse(within: duration, { answer.give(Handed(value: work())) }, givenUp: { answer.give(nil) })
        }
        return handed?.value
    }

    /// The deadline as the refusal says it: "5 s", "50 ms".
    var spoken: String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) s" : "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}

/// The parse's result, handed once from its thread to the waiting task, which alone reads it: the
/// parse thread only lets it go (and may be the one that frees it).
private struct Handed<Value>: @unchecked Sendable {
    let value: Value
}

/// The waiting task's continuation, resumed by the first answer: the parse's, or the deadline's.
private final class Answer<Value>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Handed<Value>?, Never>?>

    init(_ continuation: CheckedContinuation<Handed<Value>?, Never>) {
        self.continuation = Mutex(continuation)
    }

    func give(_ value: Handed<Value>?) {
        continuation.withLock { $0.take() }?.resume(returning: value)
    }
}

import Synchronization

/// Keeps reading a response that stays open (server-sent events) in the background, so a test
/// can act and then wait, with a time limit, for what the server sends.
public final class EventStreamRecorder: Sendable {
    private let received = Mutex("")
    private let reader = Mutex<Task<Void, Never>?>(nil)

    /// Opens the stream and returns once the response has begun.
    public static func open(_ target: String, port: Int) async throws -> EventStreamRecorder {
        let recorder = EventStreamRecorder()
        let stream = RawHTTPClient.open(target, port: port)
        recorder.reader.withLock {
            $0 = Task { [weak recorder] in
                do {
                    for try await chunk in stream { recorder?.received.withLock { $0 += chunk } }
                } catch {}
            }
        }
        _ = try await recorder.wait(for: "\r\n\r\n", seconds: 10)
        return recorder
    }

    deinit {
        reader.withLock { $0?.cancel() }
    }

    public var text: String { received.withLock { $0 } }

    /// Everything received once it contains `expected`.
    public func wait(for expected: String, seconds: Double = 20) async throws -> String {
        try await withTimeout(seconds, waitingFor: "“\(expected)” in the stream") { [self] in
            while true {
                let text = self.text
                if text.contains(expected) { return text }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
    }
}

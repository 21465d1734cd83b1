public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPClient` on Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// Bounded, because the answer comes from outside: the body is counted as it arrives (after any
/// `Content-Encoding: gzip` is unpacked, so a small gzip bomb is stopped at the limit too) and the
/// whole exchange has one deadline, which a server trickling a byte a second cannot stretch.
public final class URLSessionHTTPClient: HTTPClient {
    private let timeout: TimeInterval
    private let maxBytes: Int

    /// - Parameters:
    ///   - timeout: seconds the whole request may take, from connecting to the last byte.
    ///   - maxBytes: the most bytes of body accepted.
    public init(timeout: TimeInterval, maxBytes: Int = 20 * 1024 * 1024) {
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    public func get(from url: URL) async throws -> HTTPResponse {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let download = BoundedDownload(maxBytes: maxBytes)
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        let timeout = timeout
        return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await download.run(task) }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                throw HTTPClientError.timedOut(after: timeout)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

/// One request's body, gathered as it arrives and given up on past its limit.
private final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maxBytes: Int
    private let lock = NSLock()
    private var body = Data()
    private var statusCode = 0
    private var tooLarge = false
    private var continuation: CheckedContinuation<HTTPResponse, any Error>?

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    func run(_ task: URLSessionDataTask) async throws -> HTTPResponse {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock { self.continuation = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let declared = response.expectedContentLength
        lock.withLock {
            statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
            // A body declared too large is not downloaded at all (unless it is compressed: then
            // the declared length is the compressed one, and the count below decides).
            tooLarge = declared > maxBytes && (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") == nil
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = lock.withLock {
            body.append(data)
            if body.count > maxBytes {
                tooLarge = true
                body = Data()
            }
            return tooLarge
        }
        if overLimit { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<HTTPResponse, any Error>?, Result<HTTPResponse, any Error>) = lock.withLock {
            defer { self.continuation = nil }
            if tooLarge { return (self.continuation, .failure(HTTPClientError.bodyTooLarge(limit: maxBytes))) }
            if let error { return (self.continuation, .failure(error)) }
            guard statusCode > 0 else { return (self.continuation, .failure(URLError(.badServerResponse))) }
            return (self.continuation, .success(HTTPResponse(statusCode: statusCode, body: body)))
        }
        continuation?.resume(with: result)
    }
}

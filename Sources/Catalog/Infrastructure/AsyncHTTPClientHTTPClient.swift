import AsyncHTTPClient
public import Foundation
import NIOCore

/// `HTTPClient` on AsyncHTTPClient (SwiftNIO).
///
/// Bounded, because the answer comes from outside. The body is asked for as it is
/// (`Accept-Encoding: identity`), and an answer encoded all the same is refused from its headers
/// before any of its body is read: a small gzip bomb is never unpacked. A body declared beyond the
/// limit is refused the same way. Any other body is read part by part with backpressure (the socket
/// is read again only when a part has been taken) and the connection is closed as soon as the count
/// passes the limit, so memory stays near the limit whatever the server would send. The whole
/// exchange has one deadline, which a server trickling a byte a second cannot stretch.
public final class AsyncHTTPClientHTTPClient: HTTPClient {
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
        // Without decompression (AsyncHTTPClient's default), so `Content-Encoding` reaches `read`;
        // one try at connecting, so a refused connection fails at once instead of at the deadline.
        var configuration = AsyncHTTPClient.HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = AsyncHTTPClient.HTTPClient(configuration: configuration)
        do {
            let response = try await withDeadline { try await self.read(url, with: client) }
            try await client.shutdown()
            return response
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    private func read(_ url: URL, with client: AsyncHTTPClient.HTTPClient) async throws -> HTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Accept-Encoding", value: "identity")
        // The deadline is `withDeadline`'s, which cancels this task.
        let response = try await client.execute(request, deadline: .distantFuture)
        if let encoding = response.headers.first(name: "Content-Encoding")?.trimmingCharacters(in: .whitespaces),
           !encoding.isEmpty, encoding.lowercased() != "identity" {
            throw HTTPClientError.encoded(contentEncoding: encoding)
        }
        if let declared = response.headers.first(name: "Content-Length").flatMap(Int.init), declared > maxBytes {
            throw HTTPClientError.bodyTooLarge(limit: maxBytes)
        }
        var body = Data()
        // Leaving the loop early drops the body's stream, and AsyncHTTPClient closes the connection.
        for try await part in response.body {
            guard body.count + part.readableBytes <= maxBytes else { throw HTTPClientError.bodyTooLarge(limit: maxBytes) }
            body.append(contentsOf: part.readableBytesView)
        }
        return HTTPResponse(statusCode: Int(response.status.code), body: body)
    }

    /// `operation`, cancelled and answered with `timedOut` if it has not ended within the timeout.
    private func withDeadline(_ operation: @escaping @Sendable () async throws -> HTTPResponse) async throws -> HTTPResponse {
        let timeout = timeout
        return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask(operation: operation)
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                throw HTTPClientError.timedOut(after: timeout)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

import Foundation
import NIOCore
import NIOPosix

/// An HTTP/1.1 client over a plain TCP connection to 127.0.0.1 that sends the request line
/// exactly as written: URL types and browsers tidy `/../` and `%2e%2e` away, and tests of a server
/// that must refuse them need to send them as they are.
public enum RawHTTPClient {
    public struct Response: Sendable {
        public let status: Int
        /// Header names in lower case.
        public let headers: [String: String]
        public let body: String
    }

    /// Sends one request and reads the whole response (the connection closes after it).
    /// - Parameter host: the `Host` header; `127.0.0.1:port` unless a test says otherwise.
    public static func request(_ target: String, method: String = "GET", host: String? = nil, port: Int) async throws -> Response {
        // Bytes first, text once: a chunk may end inside a character ("í" is two bytes).
        var received: [UInt8] = []
        for try await chunk in bytes(target, method: method, host: host, port: port) { received += chunk }
        return try parse(String(decoding: received, as: UTF8.self))
    }

    /// The response as it arrives, chunk by chunk: for streams, such as server-sent events, that
    /// stay open. Ends when the server closes the connection or the consuming task stops.
    public static func open(_ target: String, method: String = "GET", host: String? = nil, port: Int) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await chunk in bytes(target, method: method, host: host, port: port) {
                        continuation.yield(String(decoding: chunk, as: UTF8.self))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The response's bytes as they arrive.
    private static func bytes(_ target: String, method: String, host: String?, port: Int) -> AsyncThrowingStream<[UInt8], any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                        .connect(host: "127.0.0.1", port: port) { channel in
                            channel.eventLoop.makeCompletedFuture {
                                try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                            }
                        }
                    try await channel.executeThenClose { inbound, outbound in
                        let head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n"
                        try await outbound.write(ByteBuffer(string: head))
                        for try await buffer in inbound {
                            continuation.yield(Array(buffer.readableBytesView))
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Opens a connection, writes `bytes` (perhaps half a request, perhaps nothing) and waits for
    /// the server to close it. - Returns: how long the server kept it open.
    public static func timeUntilClosed(writing bytes: String, port: Int) async throws -> Duration {
        let started = ContinuousClock.now
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
            }
        try await channel.executeThenClose { inbound, outbound in
            if !bytes.isEmpty { try await outbound.write(ByteBuffer(string: bytes)) }
            for try await _ in inbound {}
        }
        return ContinuousClock.now - started
    }

    public struct MalformedResponse: Error {}

    private static func parse(_ text: String) throws -> Response {
        guard let end = text.range(of: "\r\n\r\n") else { throw MalformedResponse() }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else {
            throw MalformedResponse()
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = String(text[end.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = unchunked(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private static func unchunked(_ body: String) -> String {
        var bytes = Substring(body).utf8[...]
        var result: [UInt8] = []
        while let lineEnd = bytes.firstRange(of: "\r\n".utf8),
              let size = Int(String(decoding: bytes[..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0 {
            let start = lineEnd.upperBound
            let end = bytes.index(start, offsetBy: size)
            result += bytes[start..<end]
            bytes = bytes[bytes.index(end, offsetBy: 2)...]
        }
        return String(decoding: result, as: UTF8.self)
    }
}

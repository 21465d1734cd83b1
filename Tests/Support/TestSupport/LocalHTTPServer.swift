public import Foundation
public import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A real HTTP server on 127.0.0.1, for tests of code that speaks HTTP. It answers every request
/// the same way and records what it was asked. Stopped when the test that made it ends.
public final class LocalHTTPServer: Sendable {
    public typealias TimeAmount = NIOCore.TimeAmount

    public enum Reply: Sendable {
        case respond(status: Int, body: Data)
        /// A 200 with extra headers, such as `Content-Encoding: gzip` for a compressed body.
        case respondWithHeaders([(String, String)], body: Data)
        /// Accepts the request and never answers: for timeouts.
        case neverRespond
        /// Answers 200 and then sends one byte of body at a time, forever: for deadlines.
        case trickle(every: TimeAmount)
        /// Answers 200 without a `Content-Length` and sends `bytes` spaces, a megabyte at a time, each
        /// once the one before is written: as fast as the client reads, until it closes.
        case stream(bytes: Int)
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let recorder: RequestRecorder

    public init(reply: Reply) throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let recorder = RequestRecorder()
        self.group = group
        self.recorder = recorder
        self.channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                do {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(ReplyHandler(reply: reply, recorder: recorder))
                    return channel.eventLoop.makeSucceededVoidFuture()
                } catch {
                    return channel.eventLoop.makeFailedFuture(error)
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .wait()
    }

    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(channel.localAddress?.port ?? 0)")!
    }

    /// Each request as `METHOD /path`.
    public var requests: [String] { recorder.all }

    /// The bytes of body written to the sockets so far (by `.stream`).
    public var bodyBytesSent: Int { recorder.bodyBytesSent }

    public func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }

    /// An address where nothing listens: connecting to it is refused.
    public static func refusingBaseURL() throws -> URL {
        let server = try LocalHTTPServer(reply: .neverRespond)
        let url = server.baseURL
        server.stop()
        return url
    }
}

private final class RequestRecorder: Sendable {
    private let requests = Mutex<[String]>([])
    private let sent = Mutex(0)

    var all: [String] { requests.withLock { $0 } }

    var bodyBytesSent: Int { sent.withLock { $0 } }

    func record(_ request: String) {
        requests.withLock { $0.append(request) }
    }

    func recordSent(_ count: Int) {
        sent.withLock { $0 += count }
    }
}

private final class ReplyHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let reply: LocalHTTPServer.Reply
    private let recorder: RequestRecorder

    init(reply: LocalHTTPServer.Reply, recorder: RequestRecorder) {
        self.reply = reply
        self.recorder = recorder
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            recorder.record("\(head.method.rawValue) \(head.uri)")
        case .body:
            break
        case .end:
            switch reply {
            case let .respond(status, body):
                respond(status: status, extraHeaders: [], body: body, context: context)
            case let .respondWithHeaders(headers, body):
                respond(status: 200, extraHeaders: headers, body: body, context: context)
            case .neverRespond:
                return
            case let .trickle(interval):
                var headers = HTTPHeaders()
                headers.add(name: "Content-Type", value: "application/json")
                headers.add(name: "Transfer-Encoding", value: "chunked")
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
                let channel = context.channel
                channel.eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { task in
                    guard channel.isActive else { return task.cancel() }
                    channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: " "))), promise: nil)
                }
            case let .stream(bytes):
                var headers = HTTPHeaders()
                headers.add(name: "Content-Type", value: "application/json")
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
                Self.stream(bytes, on: context.channel, recorder: recorder)
            }
        }
    }

    /// Writes the next megabyte once the last is written; stops when the client has closed.
    private static func stream(_ remaining: Int, on channel: any Channel, recorder: RequestRecorder) {
        guard remaining > 0 else {
            channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in channel.close(promise: nil) }
            return
        }
        let count = min(remaining, 1024 * 1024)
        let part = HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(repeating: UInt8(ascii: " "), count: count)))
        channel.writeAndFlush(part).whenSuccess {
            recorder.recordSent(count)
            // On the next turn of the loop: a write that completes at once would otherwise recurse.
            channel.eventLoop.execute { stream(remaining - count, on: channel, recorder: recorder) }
        }
    }

    private func respond(status: Int, extraHeaders: [(String, String)], body: Data, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: "\(body.count)")
        headers.add(name: "Connection", value: "close")
        for (name, value) in extraHeaders { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}

public import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A real HTTP server on 127.0.0.1, for tests of code that speaks HTTP. It answers every request
/// the same way and records what it was asked. Stopped when the test that made it ends.
public final class LocalHTTPServer: Sendable {
    public enum Reply: Sendable {
        case respond(status: Int, body: Data)
        /// Accepts the request and never answers: for timeouts.
        case neverRespond
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

    var all: [String] { requests.withLock { $0 } }

    func record(_ request: String) {
        requests.withLock { $0.append(request) }
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
            guard case let .respond(status, body) = reply else { return }
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "application/json")
            headers.add(name: "Content-Length", value: "\(body.count)")
            headers.add(name: "Connection", value: "close")
            let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: headers)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
        }
    }
}

public import Foundation
import Localization
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the files of one folder over HTTP on 127.0.0.1, on a port the system picks, for as long
/// as one job needs it: the origin headless Chromium prints the PDF from, so the page it prints can
/// read the site's own files and nothing else (`file://` would let it read any file of the machine).
///
/// Small on purpose, and bounded: `GET` and `HEAD` only, a request head of at most 16 KiB read
/// within 10 s, each write given 10 s, at most 32 connections at once, one request per connection,
/// only files the folder's `RequestPathResolver` allows (nothing hidden, no `..`, no symbolic
/// link), and every response carries the headers it was given (the PDF's Content-Security-Policy).
/// `stop()` closes the port and every open connection, and returns once nothing of it runs.
/// Built on the system's sockets rather than on the preview's Hummingbird, so `build-site` links
/// no HTTP framework (the guide's "Print and PDF").
public final class LoopbackFileServer: Sendable {
    /// The port the system gave it.
    public let port: UInt16
    private let folder: URL
    private let resolver: RequestPathResolver
    private let headers: [(name: String, value: String)]
    private let listener: Int32
    private let state = Mutex(State())
    /// The accepting thread and every connection: `stop()` waits for it to be empty.
    private let running = DispatchGroup()

    private struct State {
        var stopping = false
        var connections: Set<Int32> = []
    }

    static let maximumHeadBytes = 16 * 1024
    static let maximumConnections = 32
    static let socketTimeoutSeconds = 10

    /// `host:port`, as the server's own URLs and requests name it.
    public var authority: String { "127.0.0.1:\(port)" }

    /// The address of a file of the folder, from its path relative to it.
    public func url(for relativePath: String) -> URL {
        let encoded = relativePath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relativePath
        return URL(string: "http://\(authority)/\(encoded)")!
    }

    /// Starts serving `folder` at once.
    /// - Parameter headers: sent with every response, after the server's own.
    public init(serving folder: URL, headers: [(name: String, value: String)] = []) throws(LoopbackFileServerError) {
        self.folder = folder.standardizedFileURL
        self.resolver = RequestPathResolver(serving: folder, basePath: "/")
        self.headers = headers
        let opened = try Self.openPort()
        listener = opened.socket
        port = opened.port
        running.enter()
        let thread = Thread { [self] in
            acceptConnections()
            running.leave()
        }
        thread.name = "course-site loopback server"
        thread.start()
    }

    /// Closes the port and every connection still open, and returns once they are all closed.
    public func stop() async {
        // Ends reads and writes blocked on them now; each is closed by the thread that serves it.
        // Under the lock, which that thread holds to forget and close it: a descriptor closed
        // between the two could be another file's by then.
        state.withLock { state in
            state.stopping = true
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            running.notify(queue: .global()) { continuation.resume() }
        }
    }

    // MARK: - Accepting

    private static func openPort() throws(LoopbackFileServerError) -> (socket: Int32, port: UInt16) {
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let listener = socket(AF_INET, socketType, 0)
        guard listener >= 0 else { throw LoopbackFileServerError(call: "socket") }
        Self.closeOnExec(listener)
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard bound == 0, named == 0, listen(listener, 64) == 0 else {
            let call = bound != 0 ? "bind" : named != 0 ? "getsockname" : "listen"
            let error = LoopbackFileServerError(call: call)
            close(listener)
            throw error
        }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// Waits for connections, a tenth of a second at a time so that `stop()` is seen soon, and
    /// hands each to a thread of its own; closes the port when told to stop.
    private func acceptConnections() {
        defer { close(listener) }
        while !state.withLock({ $0.stopping }) {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Self.closeOnExec(connection)
            let admitted = state.withLock { state in
                guard !state.stopping, state.connections.count < Self.maximumConnections else { return false }
                state.connections.insert(connection)
                return true
            }
            guard admitted else {
                close(connection)
                continue
            }
            running.enter()
            DispatchQueue.global().async { [self] in
                serve(connection)
                state.withLock { state in
                    state.connections.remove(connection)
                    close(connection)
                }
                running.leave()
            }
        }
    }

    // MARK: - Serving

    private func serve(_ connection: Int32) {
        Self.setTimeouts(connection, seconds: Self.socketTimeoutSeconds)
        guard let head = readHead(connection) else {
            respond(status: 431, on: connection)
            return
        }
        switch LoopbackRequest.answer(to: head, authority: authority, resolver: resolver) {
        case let .status(status):
            respond(status: status, on: connection)
        case let .file(path, sendsBody):
            sendFile(path, sendsBody: sendsBody, on: connection)
        }
    }

    /// The request line and headers, or nil when they are longer than allowed, or the client
    /// closed the connection or sent nothing in time.
    private func readHead(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        // One deadline for the whole head: the socket's timeout bounds each read alone, and a
        // client sending a byte every few seconds would hold its connection for hours.
        let deadline = ContinuousClock.now + .seconds(Self.socketTimeoutSeconds)
        while received.count <= Self.maximumHeadBytes, ContinuousClock.now < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            let searchFrom = max(0, received.count - 3)
            received += buffer[0..<count]
            if let range = received[searchFrom...].firstRange(of: end) {
                guard range.lowerBound <= Self.maximumHeadBytes else { return nil }
                return String(decoding: received[..<range.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    private func sendFile(_ relativePath: String, sendsBody: Bool, on connection: Int32) {
        let path = folder.appendingPathComponent(relativePath).path
        let file = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else {
            respond(status: 404, on: connection)
            return
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            respond(status: 404, on: connection)
            return
        }
        let head = responseHead(status: 200, contentType: LoopbackRequest.contentType(for: relativePath), length: Int(status.st_size))
        guard write(Array(head.utf8), to: connection), sendsBody else { return }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0, write(buffer[0..<count], to: connection) else { return }
        }
    }

    private func respond(status: Int, on connection: Int32) {
        _ = write(Array(responseHead(status: status, contentType: "text/plain; charset=utf-8", length: 0).utf8), to: connection)
    }

    private func responseHead(status: Int, contentType: String, length: Int) -> String {
        var lines = [
            "HTTP/1.1 \(status) \(LoopbackRequest.reason(for: status))",
            "Content-Type: \(contentType)",
            "Content-Length: \(length)",
            "X-Content-Type-Options: nosniff",
            "Connection: close",
        ]
        lines += headers.map { "\($0.name): \($0.value)" }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// Writes all of `bytes`; false when the connection is gone or the client stopped reading.
    private func write(_ bytes: some Collection<UInt8>, to connection: Int32) -> Bool {
        Array(bytes).withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let count = sendWithoutSignal(connection, raw.baseAddress! + sent, raw.count - sent)
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    // MARK: - System calls

    private static func closeOnExec(_ descriptor: Int32) {
        // Chromium is started while the server runs: it must not inherit the server's sockets.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // A connection inherits the listening socket's flags on some systems; it blocks, with timeouts.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }

    private static func setTimeouts(_ connection: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: .init(seconds), tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
        _ = setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}

/// Sends without raising `SIGPIPE` when the client has gone (Linux; macOS sets `SO_NOSIGPIPE`).
private func sendWithoutSignal(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    send(socket, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    send(socket, bytes, count, 0)
    #endif
}

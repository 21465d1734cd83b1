#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// A port another server holds: a socket listening on 127.0.0.1, on a port the system picked,
/// until `release()`.
public final class TakenPort {
    public let port: Int
    private var socket: Int32

    public init() throws {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, listening else { throw XCTSkip("no socket could listen on 127.0.0.1") }
        socket = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Frees the port.
    public func release() {
        guard socket >= 0 else { return }
        close(socket)
        socket = -1
    }

    deinit { release() }
}

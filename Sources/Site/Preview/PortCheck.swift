#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Localization

/// Whether the preview can listen where it is asked to, found out before the first build: an
/// author told after a build that took a minute that the port is taken, with nothing to try,
/// starts again from nothing.
public enum PortCheck {
    /// Why the preview cannot listen on `port` of `host`, with the next free port to try; nil
    /// when it can (or when the port is 0, where the system picks a free one).
    public static func problem(host: String, port: Int) -> LocalizedText? {
        guard port != 0, isInUse(host: host, port: port) else { return nil }
        let following = port < 65535 ? Array((port + 1)...min(port + 100, 65535)) : []
        guard let free = following.first(where: { !isInUse(host: host, port: $0) }) else {
            return "el puerto \(port) está en uso: prueba con otro o con --port 0, que elige uno libre"
        }
        return "el puerto \(port) está en uso: prueba --port \(free)"
    }

    /// Binds a socket as the server will (with `SO_REUSEADDR`, so a closed connection's port
    /// waiting to time out is not taken) and tells whether the address is in use.
    static func isInUse(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else { return false }
        defer { freeaddrinfo(address) }
        let socket = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return bind(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 && errno == EADDRINUSE
    }
}

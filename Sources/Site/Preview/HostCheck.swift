/// Which `Host` a request to the preview may name, against DNS rebinding: a page of another site
/// whose name an attacker points at 127.0.0.1 would otherwise read the preview as if it were its own.
/// Allowed: `localhost`, IP addresses, and the name the server was told to listen on.
struct HostCheck: Sendable {
    private let listeningHost: String

    init(listeningOn host: String) {
        listeningHost = host.lowercased()
    }

    /// - Parameter authority: the request's `Host` (`127.0.0.1:8000`, `[::1]:8000`, `localhost`).
    func allows(_ authority: String?) -> Bool {
        guard let authority, !authority.isEmpty else { return false }
        let host = Self.hostname(of: authority.lowercased())
        return host == "localhost" || host == listeningHost || Self.isIPAddress(host)
    }

    private static func hostname(of authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        guard let colon = authority.lastIndex(of: ":") else { return authority }
        return String(authority[..<colon])
    }

    /// Four decimal numbers separated by dots, or an IPv6 address: no name a DNS server could answer for.
    private static func isIPAddress(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0)! <= 255 }) { return true }
        return host.contains(":") && host.contains(where: \.isHexDigit) && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}

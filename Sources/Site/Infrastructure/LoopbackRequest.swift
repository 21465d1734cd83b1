/// What the loopback file server answers to one request head: a file of its folder, or a status.
///
/// Pure, so every rule is tested without a socket: only `GET` and `HEAD`, only the server's own
/// `Host`, only paths the folder's `RequestPathResolver` resolves to a file. The target may be a
/// path (`/css/site.css`) or, when the client uses the server as its proxy, the full URL
/// (`http://127.0.0.1:PORT/css/site.css`); any other host's URL is refused, as is `CONNECT`.
enum LoopbackRequest: Equatable {
    /// A file, by its path relative to the folder; its body is sent unless the request is `HEAD`.
    case file(String, sendsBody: Bool)
    case status(Int)

    /// - Parameters:
    ///   - head: the request line and headers, without the blank line that ends them.
    ///   - authority: the server's own `host:port`.
    static func answer(to head: String, authority: String, resolver: RequestPathResolver) -> LoopbackRequest {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return .status(400) }
        let method = requestLine[0]
        guard method == "GET" || method == "HEAD" else { return .status(405) }
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }.map { $0.dropFirst("host:".count).trimmingCharacters(in: .whitespaces) }
        guard host?.lowercased() == authority else { return .status(421) }
        var target = Substring(requestLine[1])
        let origin = "http://" + authority
        if target.lowercased().hasPrefix("http://") {
            guard target.lowercased().hasPrefix(origin) else { return .status(403) }
            target = target.dropFirst(origin.count)
            if target.isEmpty { target = "/" }
        }
        guard target.hasPrefix("/") else { return .status(400) }
        let path = String(target.prefix { $0 != "?" && $0 != "#" })
        switch resolver.resolve(path) {
        case let .file(file): return .file(file, sendsBody: method == "GET")
        case .redirect, .notFound: return .status(404)
        case .refused: return .status(403)
        }
    }

    /// The status line's reason phrase.
    static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }

    /// The `Content-Type` of a file the site holds, from its extension.
    static func contentType(for path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } ?? "" : ""
        return switch fileExtension {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "avif": "image/avif"
        case "ico": "image/x-icon"
        case "woff": "font/woff"
        case "woff2": "font/woff2"
        case "ttf": "font/ttf"
        case "otf": "font/otf"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}

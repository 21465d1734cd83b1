import Foundation

/// Maps the path of a request to a file of the served folder, and never to anything outside it.
///
/// Pure, so every rule is tested without a server: the base URL prefix, `index.html` for folders,
/// percent-decoding, and refusing `..` however it is spelled (`/../`, `%2e%2e`, `%2F`).
public struct RequestPathResolver: Sendable {
    public enum Resolution: Sendable, Equatable {
        /// A file, by its path relative to the served folder.
        case file(String)
        /// The same resource at another URL (a folder without its final `/`, the bare host).
        case redirect(String)
        case notFound
        /// The path tries to leave the served folder, or is not a valid path.
        case refused
    }

    public enum EntryKind: Sendable {
        case file, folder, missing
        /// Reached through a symbolic link: it may lie outside the served folder.
        case link
    }

    /// The site's base URL, ending in `/`.
    public let basePath: String
    private let kind: @Sendable (String) -> EntryKind

    /// - Parameters:
    ///   - basePath: the site's base URL, e.g. `/` or `/curso/`.
    ///   - kind: what is at a path relative to the served folder.
    public init(basePath: String, kind: @escaping @Sendable (String) -> EntryKind) {
        self.basePath = basePath.hasSuffix("/") ? basePath : basePath + "/"
        self.kind = kind
    }

    public func resolve(_ requestPath: String) -> Resolution {
        if requestPath + "/" == basePath || (requestPath == "/" && basePath != "/") {
            return .redirect(basePath)
        }
        guard requestPath.hasPrefix(basePath) else { return .notFound }
        guard let decoded = String(requestPath.dropFirst(basePath.count)).removingPercentEncoding else { return .refused }
        var components: [Substring] = []
        for component in decoded.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == ".." || component.contains("\\") || component.contains("\0") { return .refused }
            // Hidden files (such as the output's `.course-site` marker) are not part of the site.
            if component.hasPrefix(".") { return .notFound }
            components.append(component)
        }
        // `/curso/.` names the folder itself, as `/curso/` does.
        let wantsFolder = components.isEmpty || decoded.hasSuffix("/")
        let path = (components + (wantsFolder ? ["index.html"] : [])).joined(separator: "/")
        switch kind(path) {
        case .file: return .file(path)
        // Rebuilt from the checked components, so the redirect can't lead to another host (`//host`).
        case .folder: return wantsFolder ? .notFound : .redirect(basePath + Self.encoded(path) + "/")
        case .missing: return .notFound
        case .link: return .refused
        }
    }

    private static func encoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}

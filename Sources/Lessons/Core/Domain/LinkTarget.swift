/// What a link destination written in a lesson points at.
///
/// `02-application.md#el-protocolo` is a page of this course with a fragment;
/// `https://swift.org` is external; `#intro` is a heading of the same page;
/// `../images/diagram.png` is an asset.
public struct LinkTarget: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`): never rewritten nor checked.
        case external
        /// Only a `#fragment`, pointing into the same page.
        case sameLesson
        /// A path relative to the lesson's folder.
        case relative
        /// A path from the site root (`/login/01.md`).
        case siteAbsolute
    }

    public let kind: Kind
    public let path: String
    /// Everything from `?` or `#` on, kept as written.
    public let suffix: String
    public let fragment: String?

    public init(_ destination: String) {
        let pathEnd = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        path = String(destination[..<pathEnd])
        suffix = String(destination[pathEnd...])
        fragment = destination.firstIndex(of: "#").map { String(destination[destination.index(after: $0)...]) }
        if Self.hasScheme(destination) || destination.hasPrefix("//") {
            kind = .external
        } else if path.isEmpty {
            kind = .sameLesson
        } else if path.hasPrefix("/") {
            kind = .siteAbsolute
        } else {
            kind = .relative
        }
    }

    public var pointsToLesson: Bool { kind != .external && path.lowercased().hasSuffix(".md") }

    /// A destination that could run code or read the reader's files, as cmark-gfm's safe mode
    /// judges them: `javascript:`, `vbscript:`, `file:`, and `data:` unless it is an image.
    public var isDangerous: Bool {
        guard kind == .external, let colon = path.firstIndex(of: ":") else { return false }
        let scheme = path[..<colon].lowercased()
        if ["javascript", "vbscript", "file"].contains(scheme) { return true }
        guard scheme == "data" else { return false }
        let media = path[path.index(after: colon)...].lowercased()
        return !["image/png", "image/gif", "image/jpeg", "image/webp"].contains { media.hasPrefix($0) }
    }

    /// The target's path from the content root, or nil when `..` climbs above it.
    public func resolvedPath(from folder: String) -> String? {
        let start = kind == .siteAbsolute ? [] : folder.split(separator: "/").map(String.init)
        var segments = start
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(String(segment))
            }
        }
        return segments.joined(separator: "/")
    }

    /// Whether the target is a path that `..` takes above the content root, from a lesson in `folder`.
    public func leavesContent(from folder: String) -> Bool {
        (kind == .relative || kind == .siteAbsolute) && resolvedPath(from: folder) == nil
    }

    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}

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
        // Read by bytes, as an address's delimiters are (RFC 3986): read by `Character`, every
        // link of every lesson, read three times a build, was a thirtieth of the build's time.
        let bytes = destination.utf8
        let pathEnd = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        path = String(destination[..<pathEnd])
        suffix = String(destination[pathEnd...])
        fragment = bytes.firstIndex(of: UInt8(ascii: "#")).map { String(destination[bytes.index(after: $0)...]) }
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

    public var pointsToLesson: Bool {
        guard kind != .external else { return false }
        let ending = path.utf8.suffix(3)
        return ending.count == 3 && ending.first == UInt8(ascii: ".")
            && ending.dropFirst().elementsEqual("md".utf8) { $0 | 0x20 == $1 }
    }

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
        var segments = kind == .siteAbsolute ? [] : Self.segments(of: folder)
        for segment in Self.segments(of: path) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }

    /// The path's parts between slashes, empty ones left out, each a view of the path's own text.
    private static func segments(of path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// Whether the target is a path that `..` takes above the content root, from a lesson in `folder`.
    public func leavesContent(from folder: String) -> Bool {
        (kind == .relative || kind == .siteAbsolute) && resolvedPath(from: folder) == nil
    }

    /// A scheme is an ASCII letter, then ASCII letters, digits, `+`, `-` and `.`, up to a colon.
    private static func hasScheme(_ destination: String) -> Bool {
        let bytes = destination.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

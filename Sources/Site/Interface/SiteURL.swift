import Foundation

/// The absolute address a site is published at, such as `https://usuario.github.io/curso/`.
///
/// Sitemaps and canonical links need absolute URLs; everything else in the site stays relative
/// to the base URL, so the same build can be opened from any host.
public struct SiteURL: Sendable, Equatable, Encodable {
    /// Always ends with `/`.
    public let value: String

    /// Accepts only `http` and `https` addresses with a host, written with the characters a URL
    /// may hold (it goes into the sitemap and robots.txt as it is); adds the final `/` if missing.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.unicodeScalars.allSatisfy(Self.allowed.contains),
              let url = URL(string: trimmed), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else { return nil }
        value = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }

    /// Letters, digits and the punctuation URLs use; no spaces, line breaks, `<`, `>`, `"` or quotes.
    private static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&()*+,;=%")

    /// The path part, which is the site's base URL: `/curso/` for `https://usuario.github.io/curso/`.
    public var basePath: String {
        guard let path = URL(string: value)?.path, !path.isEmpty else { return "/" }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// The address of the page at `path`; a folder's `index.html` is addressed by its folder,
    /// as web hosts serve it. Characters a URL can't hold are percent-encoded.
    public func absoluteURL(for path: String) -> String {
        var path = path
        if path == "index.html" {
            path = ""
        } else if path.hasSuffix("/index.html") {
            path.removeLast("index.html".count)
        }
        return value + URLPath.percentEncoded(path)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

import Foundation
import HTMLEscaping

/// `sitemap.xml` and `robots.txt` for a site published at a known address, so search engines
/// find every page.
public struct Sitemap: Sendable {
    public static let path = "sitemap.xml"
    public static let robotsPath = "robots.txt"

    private let siteURL: SiteURL
    private let pagePaths: [String]

    /// - Parameter pagePaths: every page's path from the site root; the 404 page is left out,
    ///   since it is not a page of its own address.
    public init(siteURL: SiteURL, pagePaths: [String]) {
        self.siteURL = siteURL
        self.pagePaths = pagePaths.filter { $0 != "404.html" }
    }

    public var xml: String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for path in pagePaths {
            // A percent-encoded URL can still hold `&` (and `'`), which XML requires escaped; HTML's escaper does it.
            xml += "  <url><loc>\(HTMLEscaping.escape(siteURL.absoluteURL(for: path)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    public var robotsTxt: String {
        """
        User-agent: *
        Allow: /

        Sitemap: \(siteURL.absoluteURL(for: Self.path))

        """
    }
}

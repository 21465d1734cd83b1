import SiteInterface
import XCTest

final class SitemapTests: XCTestCase {
    func test_xml_listsEveryPageButThe404Page() throws {
        let sut = try makeSUT(pages: ["index.html", "login/01.html", "404.html", "catalog/index.html"])

        XCTAssertEqual(sut.xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://host/curso/</loc></url>
              <url><loc>https://host/curso/login/01.html</loc></url>
              <url><loc>https://host/curso/catalog/</loc></url>
            </urlset>

            """)
    }

    func test_xml_ampersandInAPath_isEscaped() throws {
        let sut = try makeSUT(pages: ["a&b.html"])

        XCTAssertTrue(sut.xml.contains("<loc>https://host/curso/a&amp;b.html</loc>"), sut.xml)
    }

    func test_robotsTxt_pointsToTheSitemap() throws {
        let sut = try makeSUT(pages: ["index.html"])

        XCTAssertTrue(sut.robotsTxt.contains("Sitemap: https://host/curso/sitemap.xml\n"), sut.robotsTxt)
        XCTAssertTrue(sut.robotsTxt.hasPrefix("User-agent: *\nAllow: /\n"), sut.robotsTxt)
    }

    // MARK: - Helpers

    private func makeSUT(pages: [String]) throws -> Sitemap {
        Sitemap(siteURL: try XCTUnwrap(SiteURL("https://host/curso/")), pagePaths: pages)
    }
}

import Foundation
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

/// What a site published at a known address adds: a sitemap, robots.txt and canonical links.
final class PublishingAcceptanceTests: SiteBuildTestCase {
    func test_build_withSiteURL_writesASitemapOfEveryPageButThe404() async throws {
        let workspace = try makeWorkspace(lessons: ["index.md": "# Curso\n", "login/01.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace) {
            $0.baseURL = "/curso/"
            $0.siteURL = SiteURL("https://usuario.github.io/curso/")
        }

        _ = try await sut.build()

        let sitemap = try workspace.site("sitemap.xml")
        XCTAssertTrue(sitemap.contains("<loc>https://usuario.github.io/curso/</loc>"), sitemap)
        XCTAssertTrue(sitemap.contains("<loc>https://usuario.github.io/curso/login/01.html</loc>"), sitemap)
        XCTAssertTrue(sitemap.contains("<loc>https://usuario.github.io/curso/reports/traceability.html</loc>"), sitemap)
        XCTAssertFalse(sitemap.contains("404.html"), sitemap)
        XCTAssertTrue(try workspace.site("robots.txt").contains("Sitemap: https://usuario.github.io/curso/sitemap.xml"))
    }

    func test_build_withSiteURL_givesEachPageItsCanonicalLink() async throws {
        let workspace = try makeWorkspace(lessons: ["index.md": "# Curso\n", "login/01.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace) {
            $0.baseURL = "/curso/"
            $0.siteURL = SiteURL("https://usuario.github.io/curso/")
        }

        _ = try await sut.build()

        XCTAssertHTML(try workspace.site("login/01.html"), contains: "<link rel=\"canonical\" href=\"https://usuario.github.io/curso/login/01.html\">")
        XCTAssertHTML(try workspace.site("index.html"), contains: "<link rel=\"canonical\" href=\"https://usuario.github.io/curso/\">")
        XCTAssertHTML(try workspace.site("reports/links.html"), contains: "<link rel=\"canonical\" href=\"https://usuario.github.io/curso/reports/links.html\">")
        XCTAssertHTML(try workspace.site("404.html"), doesNotContain: "rel=\"canonical\"")
    }

    func test_build_withSiteURLAndASocialImage_givesEachPageOpenGraphAndTwitterTags() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01.md": "---\ntitle: Uno\ndescription: La <primera> lección.\n---\n# Uno\n"])
        let (sut, _) = makeSUT(workspace) {
            $0.baseURL = "/curso/"
            $0.siteURL = SiteURL("https://usuario.github.io/curso/")
            $0.socialImage = "/images/portada.png"
        }

        _ = try await sut.build()

        let page = try workspace.site("login/01.html")
        XCTAssertHTML(page, contains: "<meta property=\"og:title\" content=\"Uno · Curso\">")
        XCTAssertHTML(page, contains: "<meta property=\"og:url\" content=\"https://usuario.github.io/curso/login/01.html\">")
        XCTAssertHTML(page, contains: "<meta property=\"og:description\" content=\"La &lt;primera&gt; lección.\">")
        XCTAssertHTML(page, contains: "<meta property=\"og:image\" content=\"https://usuario.github.io/curso/images/portada.png\">")
        XCTAssertHTML(page, contains: "<meta name=\"twitter:card\" content=\"summary_large_image\">")
    }

    func test_build_withoutSiteURL_hasOpenGraphTitleButNoImageNorAddress() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace) { $0.socialImage = "images/portada.png" }

        _ = try await sut.build()

        let page = try workspace.site("login/01.html")
        XCTAssertHTML(page, contains: "<meta property=\"og:title\"")
        XCTAssertHTML(page, doesNotContain: "og:image")
        XCTAssertHTML(page, doesNotContain: "og:url")
        XCTAssertHTML(page, contains: "<meta name=\"twitter:card\" content=\"summary\">")
    }

    func test_build_withoutSiteURL_writesNoSitemapNorCanonicalLinks() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        XCTAssertFalse(workspace.siteHas("sitemap.xml"))
        XCTAssertFalse(workspace.siteHas("robots.txt"))
        XCTAssertHTML(try workspace.site("login/01.html"), doesNotContain: "rel=\"canonical\"")
    }

    func test_build_withAnAuthorsOwnRobotsTxt_keepsIt() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01.md": "# Uno\n"])
        try workspace.folder.write("User-agent: *\nDisallow: /borradores/\n", to: "Public/robots.txt")
        let (sut, _) = makeSUT(workspace) {
            $0.siteURL = SiteURL("https://curso.example.com/")
            $0.publicFolder = workspace.folder.url.appendingPathComponent("Public")
        }

        _ = try await sut.build()

        XCTAssertEqual(try workspace.site("robots.txt"), "User-agent: *\nDisallow: /borradores/\n")
        XCTAssertTrue(workspace.siteHas("sitemap.xml"))
    }

    func test_build_catalogPages_areInTheSitemapWithTheirCanonicalLinks() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01.md": "# Uno\n"])
        try workspace.folder.write(#"{"products": [{"id": "1", "name": "Café", "price": {"amount": 2.5, "currency": "EUR"}, "image_url": "https://img/1.png"}]}"#, to: "Content/catalog/products.json")
        let (sut, _) = makeSUT(workspace) { $0.siteURL = SiteURL("https://curso.example.com/") }

        _ = try await sut.build()

        let sitemap = try workspace.site("sitemap.xml")
        XCTAssertTrue(sitemap.contains("<loc>https://curso.example.com/catalog/</loc>"), sitemap)
        XCTAssertTrue(sitemap.contains("<loc>https://curso.example.com/previews/</loc>"), sitemap)
        XCTAssertTrue(sitemap.contains("<loc>https://curso.example.com/catalog/products/1.html</loc>"), sitemap)
        XCTAssertHTML(try workspace.site("previews/catalog-loaded.html"), contains: "<link rel=\"canonical\" href=\"https://curso.example.com/previews/catalog-loaded.html\">")
    }
}

import BuildSteps
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

final class WriteSitemapStepTests: XCTestCase {
    func test_run_withoutSiteURL_isSkippedAndWritesNothing() async throws {
        let (sut, output) = makeSUT(siteURL: nil)
        var context = SiteBuildContext.with(output: output, pages: ["index.html"], generatedFiles: ["sitemap.xml", "robots.txt"])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("sin --site-url"))
        XCTAssertEqual(output.messages, [])
    }

    func test_run_writesTheSitemapOfEveryPageAndRobots() async throws {
        let (sut, output) = makeSUT(siteURL: anySiteURL())
        var context = SiteBuildContext.with(
            output: output,
            pages: ["a.html", "index.html", "404.html"],
            generatedFiles: ["reports/links.json", "sitemap.xml", "robots.txt"]
        )

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [.write("sitemap.xml"), .write("robots.txt")])
        XCTAssertEqual(output.files["sitemap.xml"], Sitemap(siteURL: anySiteURL(), pagePaths: ["a.html", "index.html", "404.html"]).xml)
        XCTAssertEqual(output.files["robots.txt"], Sitemap(siteURL: anySiteURL(), pagePaths: []).robotsTxt)
        XCTAssertEqual(outcome, .done("sitemap.xml y robots.txt"))
    }

    func test_run_writesOnlyTheFilesThePlanGenerates() async throws {
        let (sut, output) = makeSUT(siteURL: anySiteURL())
        var context = SiteBuildContext.with(output: output, pages: ["index.html"], generatedFiles: ["reports/links.json", "sitemap.xml"])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [.write("sitemap.xml")])
        XCTAssertEqual(outcome, .done("sitemap.xml"))
    }

    func test_run_staticFolderShippingBoth_isSkippedAndWritesNothing() async throws {
        let (sut, output) = makeSUT(siteURL: anySiteURL())
        var context = SiteBuildContext.with(
            output: output,
            pages: ["index.html"],
            generatedFiles: ["reports/traceability.json", "reports/links.json"]
        )

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [])
        XCTAssertEqual(outcome, .skipped("los del propio curso"))
    }

    // MARK: - Helpers

    private func makeSUT(siteURL: SiteURL?) -> (WriteSitemapStep, BuildOutputSpy) {
        (WriteSitemapStep(siteURL: siteURL), BuildOutputSpy())
    }

    private func anySiteURL() -> SiteURL {
        SiteURL("https://usuario.github.io/curso/")!
    }
}

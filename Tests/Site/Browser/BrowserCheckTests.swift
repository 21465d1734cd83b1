import Foundation
import LessonsInfrastructure
import Localization
import SiteComposition
import SiteCore
import SiteInfrastructure
import SitePreview
import SiteTestSupport
import TestSupport
import XCTest

/// The shipped course, built under a base URL, served by the preview server and opened in a real
/// (headless) browser: what a reader of the published site gets.
final class BrowserCheckTests: XCTestCase {
    func test_pages_underABaseURL_loadInChromiumWithEveryLinkStylesheetAndImageResolving() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/")
        let pages = [
            "/curso/",
            "/curso/01-arquitectura/01-capas-y-dependencias.html",
            "/curso/catalog/",
            "/curso/previews/catalog-loaded.html",
            "/curso/reports/traceability.html",
        ]

        for page in pages {
            let dom = try chromium.dumpDOM(of: "http://127.0.0.1:\(server.port)\(page)")

            XCTAssertTrue(dom.contains("<main id=\"contenido\""), "\(page) did not load: \(dom.prefix(300))")
            let references = Self.sameSiteReferences(in: dom, page: page)
            XCTAssertTrue(references.contains("/curso/css/site.css"), "\(page) has no stylesheet")
            for reference in references {
                let response = try await RawHTTPClient.request(reference, port: server.port)
                XCTAssertEqual(response.status, 200, "\(page) refers to \(reference)")
            }
        }
    }

    func test_lessonWithDiagrams_showsThemDrawnInChromium() async throws {
        let chromium = try HeadlessChromium.installed()
        guard CommandDiagramRenderer.installed() != nil else {
            throw XCTSkip("No diagram renderer installed: pip install mmdr (.ci/run installs it).")
        }
        let server = try await serveShippedCourse(basePath: "/curso/", diagrams: DiagramOptions(mode: .svg))

        let lesson = "01-arquitectura/01-capas-y-dependencias.html"

        for width in [390, 1280] {
            let dom = try chromium.dumpDOM(of: PageCheck.url(port: server.port, basePath: "/curso/", width: width, pages: [lesson]))
            let report = try XCTUnwrap(PageCheck.reports(in: dom).first)

            XCTAssertEqual(report.brokenImages, [], "at \(width) px")
            XCTAssertFalse(report.diagramWidths.isEmpty, "the lesson's mermaid diagram is not drawn")
            for drawn in report.diagramWidths {
                XCTAssertGreaterThan(drawn, 100, "at \(width) px")
                XCTAssertLessThanOrEqual(drawn, report.mainWidth, "at \(width) px")
            }
        }
        let page = try await RawHTTPClient.request("/curso/\(lesson)", port: server.port)
        let drawing = try XCTUnwrap(page.body.firstMatch(of: /<img src="(\/curso\/diagrams\/d[0-9a-f]{16}\.svg)"/)?.1)
        let svg = try await RawHTTPClient.request(String(drawing), port: server.port)
        XCTAssertEqual(svg.status, 200)
        XCTAssertTrue(svg.body.contains("LessonsCore"), "the diagram lost its labels")
    }

    func test_everyKindOfPage_onAPhoneAndADesktopInLightAndDark_neverScrollsSidewaysNorBreaksAnIdentifier() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/")

        for width in [390, 1280] {
            for prefersDark in [false, true] {
                let dom = try chromium.dumpDOM(of: PageCheck.url(port: server.port, basePath: "/curso/", width: width, pages: Self.everyKindOfPage), prefersDark: prefersDark)
                let reports = try PageCheck.reports(in: dom)

                XCTAssertEqual(reports.map(\.page), Self.everyKindOfPage)
                for report in reports {
                    let place = "\(report.page) at \(width) px\(prefersDark ? ", dark" : "")"
                    XCTAssertLessThanOrEqual(report.overflow, 0, "\(place) scrolls sideways; past the edge: \(report.widest)")
                    XCTAssertEqual(report.brokenWords, [], "\(place) wraps code inside a word")
                    XCTAssertEqual(report.background, prefersDark ? "rgb(13, 17, 23)" : "rgb(255, 255, 255)", "\(place) is not in the system's theme")
                }
            }
        }
    }

    func test_header_onAPhone_isARowAndTheSearchBoxAndOnADesktopARow() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/", search: true)
        let indexed = await PagefindSearchIndexer.installed() != nil

        for width in [390, 1280] {
            let reports = try PageCheck.reports(in: chromium.dumpDOM(of: PageCheck.url(port: server.port, basePath: "/curso/", width: width, pages: ["01-arquitectura/01-capas-y-dependencias.html"])))

            let page = try XCTUnwrap(reports.first)
            // One row holds the search box beside the title on a desktop; on a phone it is a second row
            // (with Pagefind installed). Three rows, as before, took about 140 px.
            let limit = width < 760 && page.hasSearchBox ? 120.0 : 80.0
            XCTAssertLessThanOrEqual(page.headerHeight, limit, "at \(width) px the header takes more rows than it should")
            XCTAssertEqual(page.searchShown, indexed, "at \(width) px: the search box shows where Pagefind wrote its index, and only there")
        }
    }

    func test_reportsAndTheCodeMap_onADesktop_areWiderThanTheTextColumn() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/")
        let pages = ["reports/traceability.html", "reports/links.html", "code/index.html", "01-arquitectura/01-capas-y-dependencias.html"]

        let reports = try PageCheck.reports(in: chromium.dumpDOM(of: PageCheck.url(port: server.port, basePath: "/curso/", width: 1280, pages: pages)))

        for report in reports.prefix(3) {
            XCTAssertGreaterThan(report.mainWidth, report.textColumn + 100, "\(report.page) keeps to the text column")
        }
        let lesson = try XCTUnwrap(reports.last)
        XCTAssertLessThanOrEqual(lesson.mainWidth, lesson.textColumn, "a lesson keeps to the text column")
    }

    func test_lessonsMenu_onAPhone_isAButtonThatOpensTheLessonsMovesTheFocusInAndClosesWithEscape() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/")

        let reports = try PageCheck.reports(in: chromium.dumpDOM(of: PageCheck.url(port: server.port, basePath: "/curso/", width: 390, pages: ["index.html", "02-lecciones/01-domain.html"], checksMenu: true)))

        for report in reports {
            let menu = try XCTUnwrap(report.menu, "\(report.page) has no menu button")
            XCTAssertTrue(menu.isButton && menu.visible, report.page)
            XCTAssertTrue(menu.closedBefore, "\(report.page): the lessons show before the menu opens")
            XCTAssertEqual(menu.expandedAfterClick, "true", report.page)
            XCTAssertTrue(menu.sidebarShown, "\(report.page): the menu does not show the lessons")
            XCTAssertTrue(menu.focusInSidebar, "\(report.page): the focus stays on the button")
            XCTAssertTrue(menu.closedByEscape, "\(report.page): Escape does not close the menu")
            XCTAssertTrue(menu.focusBackOnButton, "\(report.page): after Escape the focus is lost")
        }
    }

    func test_themeButton_switchesToLightThenDarkAndIsRememberedAfterAReload() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/")

        let reports = try PageCheck.reports(in: chromium.dumpDOM(of: PageCheck.url(port: server.port, basePath: "/curso/", width: 1280, pages: ["index.html"], checksTheme: true), prefersDark: true))

        let theme = try XCTUnwrap(reports.first?.theme)
        XCTAssertTrue(theme.visible)
        XCTAssertEqual(theme.sequence, ["light", "dark"])
        XCTAssertEqual(theme.backgrounds, ["rgb(255, 255, 255)", "rgb(13, 17, 23)"], "light on a dark system, then dark")
        XCTAssertEqual(theme.afterReload, "dark")
    }

    // MARK: - Helpers

    /// One page of each kind the site writes.
    private static let everyKindOfPage = [
        "index.html", "01-arquitectura/01-capas-y-dependencias.html", "02-lecciones/01-domain.html", "04-codigo/01-nombre-legible-con-tdd.html",
        "catalog/index.html", "catalog/products/p-001.html", "previews/index.html", "previews/catalog-loaded.html",
        "code/index.html", "reports/traceability.html", "reports/links.html", "404.html", "imprimir.html",
    ]

    private struct SilentProgress: BuildReporting, DiagnosticConsumer {
        func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {}
        func receive(_ diagnostic: Diagnostic) {}
    }

    private func serveShippedCourse(basePath: String, diagrams: DiagramOptions = DiagramOptions(mode: .client), search: Bool = false) async throws -> RunningPreviewServer {
        let folder = try makeTemporaryFolder()
        let output = folder.url.appendingPathComponent("_site")
        let configuration = CourseWorkspace(folder: folder).configuration {
            $0.contentFolder = RepositoryFolders.content
            $0.baseURL = basePath
            $0.diagrams = diagrams
            $0.search = search
            $0.testFolders = [RepositoryFolders.root.appendingPathComponent("Tests")]
        }
        _ = try await SiteBuilder(configuration: configuration, reporter: SilentProgress(), diagnostics: [SilentProgress()], workingDirectory: folder.url).build()
        try PageCheck.html.write(to: output.appendingPathComponent(PageCheck.fileName), atomically: true, encoding: .utf8)
        return try await startPreviewServer(serving: output, basePath: basePath)
    }

    /// Every `href` and `src` of the page that stays on this site, as an absolute path, without its fragment.
    private static func sameSiteReferences(in dom: String, page: String) -> Set<String> {
        let pattern = /(?:href|src)="([^"]*)"/
        var references: Set<String> = []
        for match in dom.matches(of: pattern) {
            let value = String(match.output.1).replacingOccurrences(of: "&amp;", with: "&")
            guard !value.isEmpty, !value.hasPrefix("#"), !value.contains(":"), !value.hasPrefix("//") else { continue }
            let pageURL = URL(string: "http://site\(page)")!
            guard let resolved = URL(string: value, relativeTo: pageURL)?.absoluteURL else { continue }
            references.insert(resolved.path(percentEncoded: true))
        }
        return references
    }
}

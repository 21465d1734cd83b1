import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// The sample course in `Content/` is the first thing a newcomer builds: it must build cleanly, strictly.
final class ShippedContentAcceptanceTests: SiteBuildTestCase {
    func test_publicFolder_everySVG_isWellFormedXMLThatBrowsersShow() throws {
        // A browser shows nothing for an SVG with a stray `&`: the catalog had a broken image.
        let svgs = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: RepositoryFolders.publicAssets.path)).filter { $0.hasSuffix(".svg") }
        XCTAssertFalse(svgs.isEmpty)
        for svg in svgs {
            let parser = try XCTUnwrap(XMLParser(contentsOf: RepositoryFolders.publicAssets.appendingPathComponent(svg)))
            XCTAssertTrue(parser.parse(), "\(svg): \(String(describing: parser.parserError))")
        }
    }

    func test_build_shippedCourse_buildsStrictWithoutWarnings() async throws {
        let folder = try makeTemporaryFolder()
        let (sut, progress) = makeSUT(CourseWorkspace(folder: folder)) {
            $0.contentFolder = RepositoryFolders.content
            $0.isStrict = true
            $0.testFolders = [RepositoryFolders.root.appendingPathComponent("Tests")]
            $0.diagrams = DiagramOptions()
        }

        let summary = try await sut.build()

        XCTAssertEqual(progress.diagnostics, [])
        XCTAssertGreaterThanOrEqual(summary.pages, 7, "at least 5 lessons, the home page and the 404 page")
        XCTAssertGreaterThan(summary.testsNamed, 0, "the sample course's traceability tables name this project's tests")
        XCTAssertEqual(summary.testsFound, summary.testsNamed)
    }

    func test_build_shippedCourse_readsRightToAReader() async throws {
        let workspace = CourseWorkspace(folder: try makeTemporaryFolder())
        let (sut, _) = makeSUT(workspace) {
            $0.contentFolder = RepositoryFolders.content
            $0.testFolders = [RepositoryFolders.root.appendingPathComponent("Tests")]
        }

        _ = try await sut.build()

        let home = try String(contentsOf: workspace.output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(home.contains(">Catálogo<"), "the catalog's section keeps its accent")
        XCTAssertFalse(home.contains(">Catalogo<"))
        let pages = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: workspace.output.path)).filter { $0.hasSuffix(".html") }
        for page in pages {
            let html = try String(contentsOf: workspace.output.appendingPathComponent(page), encoding: .utf8)
            XCTAssertFalse(html.contains("<strong>Anterior:</strong>"), "\(page): a hand-written pager beside the real one")
        }
        for page in pages where page.hasPrefix("catalog/") || page.hasPrefix("previews/") {
            let html = try String(contentsOf: workspace.output.appendingPathComponent(page), encoding: .utf8)
            XCTAssertFalse(html.contains("\u{00A0}$") || html.contains("US$"), "\(page) shows a price in dollars beside the catalog's euros")
        }
    }
}

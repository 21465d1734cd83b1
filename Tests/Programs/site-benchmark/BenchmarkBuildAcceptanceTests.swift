@testable import site_benchmark
import TestSupport
import XCTest

/// The build the benchmark times, on a small generated course: as the Pages workflow builds, with
/// the stand-in renderer's SVG in the pages, the print page, the catalog and the sitemap.
final class BenchmarkBuildAcceptanceTests: XCTestCase {
    func test_run_withTheGeneratedCorpus_buildsAsThePagesWorkflowBuilds() async throws {
        let (sut, _) = try makeSUT(search: false)

        let sample = try await sut.run()

        let lesson = try String(contentsOf: sut.site.appendingPathComponent("000-seccion/00-leccion.html"), encoding: .utf8)
        let drawing = try XCTUnwrap(lesson.firstMatch(of: /<figure class="diagram"><img src="\/curso\/(diagrams\/d[0-9a-f]{16}\.svg)"/)?.1, "the lesson's diagrams are drawn")
        XCTAssertTrue(try String(contentsOf: sut.site.appendingPathComponent(String(drawing)), encoding: .utf8).contains(">Nodo 129</text>"), "the lesson's diagrams are the renderer's SVG")
        XCTAssertFalse(lesson.contains("mermaid.min.js"), "no diagram is left to the browser")
        for page in ["imprimir.html", "catalog/index.html", "catalog/products/p-048.html", "sitemap.xml"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: sut.site.appendingPathComponent(page).path), page)
        }
        XCTAssertTrue(try String(contentsOf: sut.site.appendingPathComponent("sitemap.xml"), encoding: .utf8).contains("https://example.github.io/curso/000-seccion/00-leccion.html"))
        XCTAssertNil(sample.searchSeconds)
        XCTAssertGreaterThan(sample.peakKilobytes, 0)
    }

    func test_run_withSearch_timesTheSearchStepAndPagefindAloneIndexesTheSamePages() async throws {
        guard await PagefindAlone.installed() != nil else { throw XCTSkip("Pagefind no está instalado") }
        let (sut, root) = try makeSUT(search: true)

        let sample = try await sut.run()
        let alone = try await PagefindAlone(site: sut.site, folder: root.location("_search-alone")).run()

        XCTAssertGreaterThan(sample.searchSeconds ?? 0, 0, "the search step is timed apart")
        XCTAssertGreaterThan(sample.load.seconds, 0)
        // Three lessons, the home page, the catalog's list and its 48 products.
        XCTAssertEqual(sample.searchPages, 3 + 1 + 1 + 48)
        XCTAssertEqual(alone.pages, sample.searchPages)
        XCTAssertFalse(root.exists("_search-alone/imprimir.html"))
    }

    // MARK: - Helpers

    private func makeSUT(search: Bool) throws -> (BenchmarkBuild, TemporaryFolder) {
        let root = try makeTemporaryFolder()
        let renderer = try StubDiagramRenderer.install(in: root.location("renderer"))
        let sut = BenchmarkBuild(root: root.url, renderer: renderer, search: search)
        _ = try BenchmarkCorpus.generated.write(lessons: 3, into: sut.content)
        return (sut, root)
    }
}

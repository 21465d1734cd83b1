import Foundation
import SiteComposition
import SiteCore
import SiteInfrastructure
import SiteTestSupport
import TestSupport
import XCTest

/// Full-text search: Pagefind indexes the built site, and pages show its search box.
final class SearchAcceptanceTests: SiteBuildTestCase {
    func test_build_withSearchAndPagefindInstalled_indexesTheSiteAndShowsTheSearchBox() async throws {
        try await skipUnlessPagefindIsInstalled()
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Capas\n\n## Dominio\n\nLas reglas de negocio.\n"])
        let (sut, progress) = makeSUT(workspace) {
            $0.baseURL = "/curso/"
            $0.search = true
        }

        _ = try await sut.build()

        XCTAssertTrue(workspace.siteHas("pagefind/pagefind-ui.js"))
        XCTAssertTrue(workspace.siteHas("pagefind/pagefind-entry.json"))
        XCTAssertTrue(progress.steps.contains { $0.name == "Indexar para la búsqueda" && "\($0.outcome)".contains("páginas indexadas") }, "\(progress.steps)")
        let page = try workspace.site("s/1.html")
        XCTAssertHTML(page, contains: "<div id=\"buscar\" class=\"site-search\" role=\"search\" data-index=\"/curso/pagefind/\"></div>")
        XCTAssertHTML(page, contains: "src: folder + \"pagefind-ui.js\"")
        XCTAssertHTML(page, contains: "data-pagefind-body")
        XCTAssertHTML(try workspace.site("404.html"), doesNotContain: "data-pagefind-body")
        let fragments = try await searchFragments(in: workspace.output)
        XCTAssertTrue(fragments.contains("\"text\":\"Dominio\""), "a heading's result is its text alone, without the permalink's sign: \(fragments)")
        XCTAssertFalse(fragments.contains("#\""), fragments)
    }

    func test_refreshSearchIndex_afterThePreviewRewroteALesson_indexesItsNewText() async throws {
        let (sut, course) = try await makePreviewSUT()
        let indexBefore = try course.read("_site/pagefind/pagefind-entry.json")
        let outcome = try await save("Las reglas de negocio, y una zarzamora.", as: "Content/s/1.md", in: course, rebuilding: sut)
        guard case .rewrote(_, _, _, _, _, searchIndexUnchanged: true) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(try course.read("_site/pagefind/pagefind-entry.json"), indexBefore, "the rewrite itself leaves the index to the refresh")

        let took = await sut.refreshSearchIndex()

        XCTAssertNotNil(took)
        XCTAssertNotEqual(try course.read("_site/pagefind/pagefind-entry.json"), indexBefore)
    }

    func test_refreshSearchIndex_afterTwoRewrites_leavesTheSiteAFullBuildWrites() async throws {
        let (sut, course) = try await makePreviewSUT()

        for fruit in ["una zarzamora", "un arándano"] {
            _ = try await save("Las reglas de negocio, y \(fruit).", as: "Content/s/1.md", in: course, rebuilding: sut)
            _ = await sut.refreshSearchIndex()
        }

        let fresh = SiteBuilder(configuration: configuration(course, output: "fresh"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        _ = try await fresh.build()
        XCTAssertEqual(try folderDifferences(course.url.appendingPathComponent("_site"), course.url.appendingPathComponent("fresh")), [])
    }

    func test_rebuild_saveThatChangesNothingWhileTheIndexIsRefreshed_letsTheRefreshFinish() async throws {
        let indexer = SearchIndexerSpy(result: .success(1), gated: true)
        let (sut, course) = try await makePreviewSUT(refreshingWith: indexer)
        let rewrite = try await save("Las reglas de negocio, y una zarzamora.", as: "Content/s/1.md", in: course, rebuilding: sut)
        guard case .rewrote(_, _, _, _, _, searchIndexUnchanged: true) = rewrite else { return XCTFail("\(rewrite)") }
        let refresh = Task { await sut.refreshSearchIndex() }
        await fulfillment(of: [indexer.started], timeout: 10)

        let outcome = try await save("swap", as: "Content/s/.1.md.swp", in: course, rebuilding: sut)

        indexer.finish()
        guard case .nothing = outcome else { return XCTFail("\(outcome)") }
        let took = await refresh.value
        XCTAssertNotNil(took, "a save that changes nothing the site reads must not stop the refresh")
        XCTAssertEqual(indexer.indexed.map(\.standardizedFileURL.path), [course.url.appendingPathComponent("_site").path])
        XCTAssertEqual(indexer.pagesAskedFor, [["s/1.html", "index.html"]], "the refresh reads only the pages worth searching")
    }

    func test_build_withoutSearch_hasNoSearchBoxNorIndex() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Capas\n"])
        let (sut, _) = makeSUT(workspace) { $0.search = false }

        _ = try await sut.build()

        XCTAssertFalse(workspace.siteHas("pagefind"))
        XCTAssertHTML(try workspace.site("s/1.html"), doesNotContain: "pagefind-ui.js")
    }

    // MARK: - Helpers

    /// A course of one lesson with search, built once by the preview; its refreshes index with
    /// `indexer` when one is given, else with Pagefind.
    private func makePreviewSUT(refreshingWith indexer: SearchIndexerSpy? = nil) async throws -> (PreviewSiteBuilder, TemporaryFolder) {
        try await skipUnlessPagefindIsInstalled()
        let course = try makeTemporaryFolder()
        try course.write(Self.lesson("Las reglas de negocio."), to: "Content/s/1.md")
        let sut = PreviewSiteBuilder(
            configuration: configuration(course, output: "_site"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url,
            findIndexer: indexer.map { indexer in { @Sendable in indexer } }
        )
        _ = try await sut.build()
        return (sut, course)
    }

    /// Saves a file of the course, a lesson whose body is `text` when it is a `.md`, and rebuilds after it.
    private func save(_ text: String, as relativePath: String, in course: TemporaryFolder, rebuilding sut: PreviewSiteBuilder) async throws -> PreviewRebuildOutcome {
        let file = try course.write(relativePath.hasSuffix(".md") ? Self.lesson(text) : text, to: relativePath)
        return try await sut.rebuild(after: [file.path]) { _ in }
    }

    private static func lesson(_ body: String) -> String {
        "# Capas\n\n\(body)\n"
    }

    private func configuration(_ course: TemporaryFolder, output: String) -> SiteConfiguration {
        CourseWorkspace(folder: course).configuration {
            $0.outputFolder = course.location(output)
            $0.publicFolder = nil
            $0.search = true
        }
    }

    private func skipUnlessPagefindIsInstalled() async throws {
        guard await PagefindSearchIndexer.installed() != nil else {
            throw XCTSkip("Pagefind is not installed: pip install 'pagefind[bin]' (.ci/run installs it).")
        }
    }

    /// What Pagefind keeps of each page it indexed, as JSON (its fragments are gzip files).
    private func searchFragments(in site: URL) async throws -> String {
        let folder = site.appendingPathComponent("pagefind/fragment")
        let gzip = try XCTUnwrap(ExecutableLookup.find("gzip"))
        var fragments: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            fragments.append(try await CommandRunner(timeout: .seconds(30)).run(gzip, arguments: ["-dc", folder.appendingPathComponent(name).path]).standardOutput)
        }
        return fragments.joined(separator: "\n")
    }
}

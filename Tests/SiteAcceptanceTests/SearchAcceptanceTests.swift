import Foundation
import SiteComposition
import SiteCore
import TestSupport
import XCTest

/// Full-text search: Pagefind indexes the built site, and pages show its search box.
final class SearchAcceptanceTests: SiteBuildTestCase {
    func test_build_withSearchAndPagefindInstalled_indexesTheSiteAndShowsTheSearchBox() async throws {
        try skipUnlessPagefindIsInstalled()
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Capas\n\n## Dominio\n\nLas reglas de negocio.\n"])
        let (sut, progress) = makeSUT(workspace, baseURL: "/curso/", search: true)

        _ = try await sut.build()

        XCTAssertTrue(workspace.siteHas("pagefind/pagefind-ui.js"))
        XCTAssertTrue(workspace.siteHas("pagefind/pagefind-entry.json"))
        XCTAssertTrue(progress.steps.contains { $0.name == "Indexar para la búsqueda" && "\($0.outcome)".contains("páginas indexadas") }, "\(progress.steps)")
        let page = try workspace.site("s/1.html")
        XCTAssertHTML(page, contains: "<div id=\"buscar\" class=\"site-search\" role=\"search\"></div>")
        XCTAssertHTML(page, contains: "<script src=\"/curso/pagefind/pagefind-ui.js\"></script>")
        XCTAssertHTML(page, contains: "data-pagefind-body")
        XCTAssertHTML(try workspace.site("404.html"), doesNotContain: "data-pagefind-body")
    }

    func test_refreshSearchIndex_afterThePreviewRewroteALesson_indexesItsNewText() async throws {
        try skipUnlessPagefindIsInstalled()
        let course = try makeTemporaryFolder()
        try course.write("# Capas\n\nLas reglas de negocio.\n", to: "Content/s/1.md")
        let sut = PreviewSiteBuilder(configuration: configuration(course, output: "_site"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        _ = try await sut.build()
        let indexBefore = try course.read("_site/pagefind/pagefind-entry.json")
        try course.write("# Capas\n\nLas reglas de negocio, y una zarzamora.\n", to: "Content/s/1.md")
        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/s/1.md").path]) { _ in }
        guard case .rewrote(_, _, _, _, _, searchIndexUnchanged: true) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(try course.read("_site/pagefind/pagefind-entry.json"), indexBefore, "the rewrite itself leaves the index to the refresh")

        let took = await sut.refreshSearchIndex()

        XCTAssertNotNil(took)
        XCTAssertNotEqual(try course.read("_site/pagefind/pagefind-entry.json"), indexBefore)
    }

    func test_refreshSearchIndex_afterTwoRewrites_leavesTheSiteAFullBuildWrites() async throws {
        try skipUnlessPagefindIsInstalled()
        let course = try makeTemporaryFolder()
        try course.write("# Capas\n\nLas reglas de negocio.\n", to: "Content/s/1.md")
        let sut = PreviewSiteBuilder(configuration: configuration(course, output: "_site"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        _ = try await sut.build()

        for fruit in ["una zarzamora", "un arándano"] {
            try course.write("# Capas\n\nLas reglas de negocio, y \(fruit).\n", to: "Content/s/1.md")
            _ = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/s/1.md").path]) { _ in }
            _ = await sut.refreshSearchIndex()
        }

        let fresh = SiteBuilder(configuration: configuration(course, output: "fresh"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        _ = try await fresh.build()
        XCTAssertEqual(try folderDifferences(course.url.appendingPathComponent("_site"), course.url.appendingPathComponent("fresh")), [])
    }

    func test_rebuild_saveThatChangesNothingWhileTheIndexIsRefreshed_letsTheRefreshFinish() async throws {
        try skipUnlessPagefindIsInstalled()
        let course = try makeTemporaryFolder()
        try course.write("# Capas\n\nLas reglas de negocio.\n", to: "Content/s/1.md")
        let indexer = SearchIndexerSpy(result: .success(1), gated: true)
        let sut = PreviewSiteBuilder(
            configuration: configuration(course, output: "_site"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url,
            findIndexer: { indexer }
        )
        _ = try await sut.build()
        try course.write("# Capas\n\nLas reglas de negocio, y una zarzamora.\n", to: "Content/s/1.md")
        let rewrite = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/s/1.md").path]) { _ in }
        guard case .rewrote(_, _, _, _, _, searchIndexUnchanged: true) = rewrite else { return XCTFail("\(rewrite)") }
        let refresh = Task { await sut.refreshSearchIndex() }
        await fulfillment(of: [indexer.started], timeout: 10)
        try course.write("swap", to: "Content/s/.1.md.swp")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/s/.1.md.swp").path]) { _ in }

        indexer.finish()
        guard case .nothing = outcome else { return XCTFail("\(outcome)") }
        let took = await refresh.value
        XCTAssertNotNil(took, "a save that changes nothing the site reads must not stop the refresh")
        XCTAssertEqual(indexer.indexed.map(\.standardizedFileURL.path), [course.url.appendingPathComponent("_site").path])
    }

    func test_build_withoutSearch_hasNoSearchBoxNorIndex() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Capas\n"])
        let (sut, _) = makeSUT(workspace, search: false)

        _ = try await sut.build()

        XCTAssertFalse(workspace.siteHas("pagefind"))
        XCTAssertHTML(try workspace.site("s/1.html"), doesNotContain: "pagefind-ui.js")
    }

    // MARK: - Helpers

    private func configuration(_ course: TemporaryFolder, output: String) -> SiteConfiguration {
        SiteConfiguration(
            contentFolder: course.url.appendingPathComponent("Content"), outputFolder: course.url.appendingPathComponent(output),
            diagrams: DiagramOptions(mode: .client), search: true
        )
    }

    private func skipUnlessPagefindIsInstalled() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "pagefind", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw XCTSkip("Pagefind is not installed: pip install 'pagefind[bin]' (.ci/run installs it).")
        }
    }
}

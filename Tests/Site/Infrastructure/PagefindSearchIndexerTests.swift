import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

/// Pagefind as installed on this machine: its constructor is private, so there is no fake to put in its place.
final class PagefindSearchIndexerTests: XCTestCase {
    func test_index_siteWithPages_returnsHowManyItIndexedAndWritesTheIndexInsideTheSite() async throws {
        let sut = try await makeSUT()
        let folder = try makeTemporaryFolder()
        try folder.write(page(title: "Hola", text: "Las funciones puras no cambian nada."), to: "sitio/index.html")
        try folder.write(page(title: "Adiós", text: "Los efectos se aíslan en los bordes."), to: "sitio/modulo/leccion.html")

        let count = try await sut.index(site: folder.location("sitio"))

        XCTAssertEqual(count, 2)
        XCTAssertTrue(folder.exists("sitio/pagefind/pagefind.js"))
    }

    func test_index_withThePagesWorthSearching_indexesThoseAlone() async throws {
        let sut = try await makeSUT()
        let folder = try makeTemporaryFolder()
        try folder.write(page(title: "Hola", text: "Las funciones puras no cambian nada."), to: "sitio/index.html")
        try folder.write(page(title: "Lección", text: "Los efectos se aíslan en los bordes."), to: "sitio/módulo 1/lección-1.html")
        try folder.write(page(title: "Todo", text: "Todo el curso otra vez."), to: "sitio/imprimir.html")
        try folder.write(page(title: "Informe", text: "Enlaces rotos."), to: "sitio/reports/links.html")

        let count = try await sut.index(site: folder.location("sitio"), pages: ["index.html", "módulo 1/lección-1.html"])

        XCTAssertEqual(count, 2)
    }

    func test_index_pagesWhoseNamesAGlobWouldReadAsPatterns_indexesEveryPage() async throws {
        let sut = try await makeSUT()
        let folder = try makeTemporaryFolder()
        try folder.write(page(title: "Hola", text: "Las funciones puras no cambian nada."), to: "sitio/index.html")
        try folder.write(page(title: "Llaves", text: "Los efectos se aíslan en los bordes."), to: "sitio/a{b,c}.html")

        let count = try await sut.index(site: folder.location("sitio"), pages: ["index.html", "a{b,c}.html"])

        XCTAssertEqual(count, 2)
    }

    func test_index_siteIndexedBefore_leavesWhatAFirstIndexOfItsPagesWrites() async throws {
        let sut = try await makeSUT()
        let folder = try makeTemporaryFolder()
        try folder.write(page(title: "Hola", text: "Los efectos se aíslan en los bordes."), to: "once/index.html")
        _ = try await sut.index(site: folder.location("once"))
        try folder.write(page(title: "Hola", text: "Las funciones puras no cambian nada."), to: "again/index.html")
        _ = try await sut.index(site: folder.location("again"))
        try folder.write(page(title: "Hola", text: "Los efectos se aíslan en los bordes."), to: "again/index.html")

        _ = try await sut.index(site: folder.location("again"))

        XCTAssertEqual(try folderDifferences(folder.location("again"), folder.location("once")), [])
    }

    func test_index_siteWithoutPages_throwsPagefindsOwnMessage() async throws {
        let sut = try await makeSUT()
        let folder = try makeTemporaryFolder()
        try folder.write("body {}", to: "sitio/site.css")

        let error = await errorThrown { try await sut.index(site: folder.location("sitio")) }

        let description = (error as? SearchIndexingError)?.description ?? ""
        XCTAssertTrue(description.hasPrefix("Pagefind falló: "), description)
        XCTAssertTrue(description.contains("not able to build an index"), description)
    }

    func test_index_commandThatCannotFinish_throwsSearchIndexingErrorWithTheRunnersReason() async throws {
        let sut = try await makeSUT(timeout: .milliseconds(1))
        let folder = try makeTemporaryFolder()
        try folder.write(page(title: "Hola", text: "texto"), to: "sitio/index.html")

        let error = await errorThrown { try await sut.index(site: folder.location("sitio")) }

        let description = (error as? SearchIndexingError)?.description ?? ""
        XCTAssertTrue(description.hasPrefix("Pagefind: "), description)
        XCTAssertTrue(description.contains("no terminó"), description)
    }

    func test_index_commandThatFailsWithoutRunningPagefind_saysWhatToInstall() async throws {
        let folder = try makeTemporaryFolder()
        try folder.write(page(title: "Hola", text: "texto"), to: "sitio/index.html")
        let answers = [
            "echo \"$0: No module named pagefind\" >&2; exit 1",
            "echo 'FileNotFoundError: Could not find pagefind binary' >&2; exit 1",
            "echo 'pyenv: python3: command not found' >&2; exit 127",
        ]
        for (index, answer) in answers.enumerated() {
            let python = try folder.writeCommand(answer, to: "bin\(index)/python3")
            let sut = PagefindSearchIndexer(executable: python, arguments: ["-m", "pagefind"])

            let error = await errorThrown { try await sut.index(site: folder.location("sitio")) }

            XCTAssertEqual(error as? SearchIndexingError, SearchIndexingError("Pagefind no está instalado (pip install 'pagefind[bin]')", notInstalled: true), answer)
        }
    }

    // MARK: - Helpers

    private func makeSUT(timeout: Duration = .seconds(120)) async throws -> PagefindSearchIndexer {
        guard let sut = await PagefindSearchIndexer.installed(runner: CommandRunner(timeout: timeout)) else {
            throw XCTSkip("Pagefind is not installed: pip install 'pagefind[bin]'.")
        }
        return sut
    }

    private func page(title: String, text: String) -> String {
        "<!DOCTYPE html><html lang=\"es\"><head><title>\(title)</title></head><body><h1>\(title)</h1><p>\(text)</p></body></html>"
    }
}

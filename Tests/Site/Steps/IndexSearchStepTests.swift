import BuildSteps
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class IndexSearchStepTests: XCTestCase {
    func test_run_withoutIndexer_isSkippedWithTheReasonGiven() async throws {
        let sut = IndexSearchStep(indexer: nil, reasonWithout: "--no-search")
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("--no-search"))
    }

    func test_run_indexesTheStagedSite() async throws {
        let (sut, indexer) = makeSUT(result: .success(12))
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output)
        context.searchablePages = ["index.html", "a.html"]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(indexer.indexed, [output.folder])
        XCTAssertEqual(indexer.pagesAskedFor, [["index.html", "a.html"]])
    }

    func test_run_indexerThatCountsPages_isDoneWithTheCountAndTheIndexersName() async throws {
        let (sut, _) = makeSUT(result: .success(12))
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("12 páginas indexadas con pagefind"))
        XCTAssertTrue(context.searchIndexed)
    }

    func test_run_indexerThatDoesNotCount_isDoneWithTheIndexersName() async throws {
        let (sut, _) = makeSUT(result: .success(nil))
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("índice creado con pagefind"))
    }

    func test_run_indexerFails_warnsSearchFailedAndTheBuildGoesOn() async throws {
        let (sut, _) = makeSUT(result: .failure(SearchIndexingError("pagefind terminó con código 1.")))
        let diagnostics = DiagnosticConsumerSpy()
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received, [.warning(.searchFailed, "pagefind terminó con código 1. La búsqueda no funcionará en este sitio.")])
        XCTAssertEqual(outcome, .skipped("falló pagefind"))
        XCTAssertFalse(context.searchIndexed)
    }

    func test_run_indexerNotInstalled_isSkippedWithWhatToInstallAndNoWarning() async throws {
        let (sut, _) = makeSUT(result: .failure(SearchIndexingError("Pagefind no está instalado", notInstalled: true)))
        let diagnostics = DiagnosticConsumerSpy()
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received, [])
        XCTAssertEqual(outcome, .skipped("Pagefind no está instalado"))
        XCTAssertFalse(context.searchIndexed, "the preview does not index again a site without an index")
    }

    // MARK: - Helpers

    private func makeSUT(result: Result<Int?, SearchIndexingError>) -> (IndexSearchStep, SearchIndexerSpy) {
        let indexer = SearchIndexerSpy(result: result)
        return (IndexSearchStep(indexer: indexer, reasonWithout: "--no-search"), indexer)
    }
}

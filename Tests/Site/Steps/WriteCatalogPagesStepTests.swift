@testable import BuildSteps
import CatalogCore
import CatalogInterface
import Foundation
import LessonsCore
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

final class WriteCatalogPagesStepTests: XCTestCase {
    func test_run_withoutCatalog_isSkippedAndWritesNothing() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output, renderer: renderer)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("no hay catálogo"))
        XCTAssertEqual(output.messages, [])
        XCTAssertEqual(renderer.templates, [])
    }

    func test_run_writesTheCatalogPageWithTheLoadedState() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(
            output: output,
            course: anyCourse(),
            catalog: LoadedCatalog(state: .loaded([makeProduct(id: "p-001"), makeProduct(id: "p-002")]), previews: [], contentAssetToSkip: nil),
            renderer: renderer,
            site: anySite()
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = renderer.rendering(of: output.files["catalog/index.html"])
        XCTAssertEqual(page?.template, "catalog")
        XCTAssertEqual((page?.model as? CatalogPageModel)?.screen.products.map(\.id), ["p-001", "p-002"])
    }

    func test_run_writesAPagePerProductWithTheProductTemplate() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(
            output: output,
            course: anyCourse(),
            catalog: LoadedCatalog(state: .loaded([makeProduct(id: "p-001"), makeProduct(id: "P 002")]), previews: [], contentAssetToSkip: nil),
            renderer: renderer,
            site: anySite()
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let first = renderer.rendering(of: output.files["catalog/products/p-001.html"])
        let second = renderer.rendering(of: output.files["catalog/products/p-002.html"])
        XCTAssertEqual(first?.template, "product")
        XCTAssertEqual((first?.model as? ProductPageModel)?.product.id, "p-001")
        XCTAssertEqual(second?.template, "product")
        XCTAssertEqual((second?.model as? ProductPageModel)?.product.id, "P 002")
    }

    func test_run_writesEachPreviewWithThePreviewTemplateAndTheirGallery() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output, course: anyCourse(), renderer: renderer, site: anySite())
        context.catalog = LoadedCatalog(state: .empty, previews: [
            (CatalogPreview(label: "Catalog - Loading", fileName: "catalog-loading.html", repository: nil), .loading),
            (CatalogPreview(label: "Catalog - Empty", fileName: "catalog-empty.html", repository: nil), .empty),
        ], contentAssetToSkip: nil)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let loading = renderer.rendering(of: output.files["previews/catalog-loading.html"])
        let empty = renderer.rendering(of: output.files["previews/catalog-empty.html"])
        let gallery = renderer.rendering(of: output.files["previews/index.html"])
        XCTAssertEqual(loading?.template, "preview")
        XCTAssertEqual((loading?.model as? PreviewPageModel)?.preview.label, "Catalog - Loading")
        XCTAssertEqual((loading?.model as? PreviewPageModel)?.preview.screen.isLoading, true)
        XCTAssertEqual(empty?.template, "preview")
        XCTAssertEqual((empty?.model as? PreviewPageModel)?.preview.screen.isEmpty, true)
        XCTAssertEqual(gallery?.template, "previews")
        XCTAssertEqual((gallery?.model as? PreviewGalleryPageModel)?.previews.map(\.label), ["Catalog - Loading", "Catalog - Empty"])
    }

    func test_run_previewRows_linkToTheCatalogRatherThanToProductPages() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let product = makeProduct(id: "p-001")
        var context = SiteBuildContext.with(output: output, course: anyCourse(), renderer: renderer, site: anySite())
        context.catalog = LoadedCatalog(
            state: .loaded([product]),
            previews: [(CatalogPreview(label: "Catalog - Products", fileName: "catalog-loaded.html", repository: nil), .loaded([product]))],
            contentAssetToSkip: nil
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let preview = renderer.model(of: output.files["previews/catalog-loaded.html"], as: PreviewPageModel.self)
        XCTAssertEqual(preview?.preview.screen.products.map(\.detailURL), ["/catalog/index.html"])
    }

    func test_run_createsTheCatalogsFoldersFirstAndCountsItsPages() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output, course: anyCourse(), renderer: renderer, site: anySite())
        context.catalog = LoadedCatalog(
            state: .loaded([makeProduct(id: "p-001")]),
            previews: [(CatalogPreview(label: "Catalog - Empty", fileName: "catalog-empty.html", repository: nil), .empty)],
            contentAssetToSkip: nil
        )

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [
            .createFolders(["catalog/index.html", "previews/index.html", "catalog/products/p-001.html", "previews/catalog-empty.html"]),
            .write("catalog/index.html"),
            .write("catalog/products/p-001.html"),
            .write("previews/catalog-empty.html"),
            .write("previews/index.html"),
        ])
        XCTAssertEqual(outcome, .done("4 páginas"))
    }

    // MARK: - Helpers

    private func makeSUT() -> (WriteCatalogPagesStep, HTMLRendererSpy) {
        (WriteCatalogPagesStep(locale: Locale(identifier: "es_ES")), HTMLRendererSpy())
    }

    private func anyCourse() -> Course {
        Course.assemble(lessons: [makeSummary("a.md")], title: anyCourseTitle())
    }

}

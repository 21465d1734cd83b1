import BuildSteps
import CatalogCore
import CatalogInterface
import SiteCore
import TestSupport
import XCTest

final class LoadCatalogStepTests: XCTestCase {
    func test_run_withoutSource_isSkippedAndLeavesNoCatalog() async throws {
        let sut = LoadCatalogStep(source: nil, allowsError: false, previews: [], pageSize: 48)
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("no hay catálogo"))
        XCTAssertNil(context.catalog)
    }

    func test_run_productsLoaded_areTheCatalogsStateAndAreCounted() async throws {
        let products = [makeProduct(id: "p-001"), makeProduct(id: "p-002")]
        let sut = makeSUT(result: .success(products))
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.catalog?.state, .loaded(products))
        XCTAssertEqual(outcome, .done("2 productos de Content/products.json"))
    }

    func test_run_noProducts_isTheEmptyState() async throws {
        let sut = makeSUT(result: .success([]))
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.catalog?.state, .empty)
        XCTAssertEqual(outcome, .done("sin productos de Content/products.json"))
    }

    func test_run_failureNotAllowed_throwsCatalogFailedWithTheRepositorysFullFailure() async {
        let failure = ProductRepositoryFailureStub(description: "Content/products.json: al producto 'p-002' le falta 'price'")
        let sut = makeSUT(result: .failure(failure), allowsError: false)
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("catalog-failed"))
        XCTAssertTrue(
            diagnostic(of: error)?.message.hasPrefix("no se pudo cargar el catálogo: Content/products.json: al producto 'p-002' le falta 'price'.") == true,
            "\(String(describing: error))"
        )
        XCTAssertNil(context.catalog)
    }

    @MainActor
    func test_run_failureAllowed_keepsTheErrorStateToPublish() async throws {
        let sut = makeSUT(result: .failure(ProductRepositoryFailureStub(catalogError: .connectivity)), allowsError: true)
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.catalog?.state, .error(CatalogViewModel.connectivityMessage))
        XCTAssertEqual(outcome, .done("su estado de error (--allow-catalog-error) de Content/products.json"))
    }

    @MainActor
    func test_run_previews_keepTheirOrderAndTheStateOfTheirOwnRepository() async throws {
        let product = makeProduct(id: "stub-1")
        let sut = makeSUT(result: .success([makeProduct()]), previews: [
            CatalogPreview(label: "Catalog - Loading", fileName: "catalog-loading.html", repository: nil),
            CatalogPreview(label: "Catalog - Products", fileName: "catalog-loaded.html", repository: ProductRepositoryStub(result: .success([product]))),
            CatalogPreview(label: "Catalog - Empty", fileName: "catalog-empty.html", repository: ProductRepositoryStub(result: .success([]))),
            CatalogPreview(label: "Catalog - Invalid Data", fileName: "catalog-error.html", repository: ProductRepositoryStub(result: .failure(CatalogError.invalidData))),
        ])
        var context = SiteBuildContext()

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.catalog?.previews.map(\.0.fileName), ["catalog-loading.html", "catalog-loaded.html", "catalog-empty.html", "catalog-error.html"])
        XCTAssertEqual(context.catalog?.previews.map(\.1), [.loading, .loaded([product]), .empty, .error(CatalogViewModel.invalidDataMessage)])
    }

    func test_run_productsFileInTheContentFolder_isRecordedAsAnAssetToSkip() async throws {
        let sut = makeSUT(result: .success([makeProduct()]), contentAsset: "products.json")
        var context = SiteBuildContext()

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.catalog?.contentAssetToSkip, "products.json")
    }

    func test_run_productsFileOutsideTheContentFolder_leavesNoAssetToSkip() async throws {
        let sut = makeSUT(result: .success([makeProduct()]), contentAsset: nil)
        var context = SiteBuildContext()

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertNotNil(context.catalog)
        XCTAssertNil(context.catalog?.contentAssetToSkip)
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<[Product], any Error>,
        allowsError: Bool = false,
        contentAsset: String? = "products.json",
        previews: [CatalogPreview] = []
    ) -> LoadCatalogStep {
        let source = LoadCatalogStep.Source(shown: "Content/products.json", repository: ProductRepositoryStub(result: result), contentAsset: contentAsset)
        return LoadCatalogStep(source: source, allowsError: allowsError, previews: previews, pageSize: 48)
    }
}

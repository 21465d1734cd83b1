@testable import BuildSteps
import CatalogCore
import CatalogInterface
import TestSupport
import XCTest

final class LoadedCatalogTests: XCTestCase {
    func test_pagePaths_loadedCatalogWithPreviews_areTheCatalogTheGalleryEachProductThenEachPreview() {
        let sut = LoadedCatalog(
            state: .loaded([makeProduct(id: "p-001"), makeProduct(id: "p-002")]),
            previews: [preview("catalog-loading.html", .loading), preview("catalog-empty.html", .empty)],
            contentAssetToSkip: nil
        )

        let paths = sut.pagePaths

        XCTAssertEqual(paths, [
            "catalog/index.html", "previews/index.html",
            "catalog/products/p-001.html", "catalog/products/p-002.html",
            "previews/catalog-loading.html", "previews/catalog-empty.html",
        ])
    }

    func test_pagePaths_productsWhoseIdsMakeTheSameSlug_getAPageEach() {
        let sut = LoadedCatalog(state: .loaded([makeProduct(id: "P-1"), makeProduct(id: "p 1")]), previews: [], contentAssetToSkip: nil)

        let paths = sut.pagePaths

        XCTAssertEqual(paths, ["catalog/index.html", "previews/index.html", "catalog/products/p-1.html", "catalog/products/p-1-2.html"])
    }

    func test_pagePaths_catalogNotLoaded_hasNoProductPages() {
        let sut = LoadedCatalog(
            state: .error("Sin conexión a internet. Inténtalo de nuevo."),
            previews: [preview("catalog-loaded.html", .loaded([makeProduct(id: "stub-1")]))],
            contentAssetToSkip: nil
        )

        let paths = sut.pagePaths

        XCTAssertEqual(paths, ["catalog/index.html", "previews/index.html", "previews/catalog-loaded.html"])
    }

    // MARK: - Helpers

    private func preview(_ fileName: String, _ state: CatalogViewModel.State) -> (CatalogPreview, CatalogViewModel.State) {
        (CatalogPreview(label: fileName, fileName: fileName, repository: nil), state)
    }
}

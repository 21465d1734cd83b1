import CatalogCore
import CatalogInterface
import Foundation
import SiteInterface
import TestSupport
import XCTest

final class CatalogPresenterTests: XCTestCase {
    func test_screen_forEachState_raisesOnlyItsFlagWithTheCourseTexts() {
        let sut = makeSUT()
        let pages = ProductPagePaths(products: [])

        let loading = sut.screen(for: .loading, pages: pages)
        let empty = sut.screen(for: .empty, pages: pages)
        let error = sut.screen(for: .error("Sin conexión a internet. Inténtalo de nuevo."), pages: pages)
        let loaded = sut.screen(for: .loaded([makeProduct()]), pages: pages)

        XCTAssertEqual(flags(loading), [true, false, false, false])
        XCTAssertEqual(flags(loaded), [false, true, false, false])
        XCTAssertEqual(flags(empty), [false, false, true, false])
        XCTAssertEqual(flags(error), [false, false, false, true])
        XCTAssertEqual(loading.loadingMessage, "Cargando productos...")
        XCTAssertEqual([empty.emptyTitle, empty.emptyMessage], ["No hay productos", "No hay productos disponibles en este momento."])
        XCTAssertEqual([error.errorMessage, error.retryLabel], ["Sin conexión a internet. Inténtalo de nuevo.", "Reintentar"])
    }

    func test_screen_rows_carryFormattedPriceSiteImageAndDetailLink() {
        let sut = makeSUT(baseURL: "/curso/")
        let relative = makeProduct(id: "P 1", name: "Camiseta", amount: "29.99", image: "images/products/p-001.svg")
        let absolute = makeProduct(id: "p-2", image: "https://cdn.example.com/taza.png")
        let pages = ProductPagePaths(products: [relative, absolute])

        let rows = sut.screen(for: .loaded([relative, absolute]), pages: pages).products

        XCTAssertEqual(rows[0], ProductRowModel(
            id: "P 1",
            name: "Camiseta",
            price: "29,99\u{00A0}€",
            imageURL: "/curso/images/products/p-001.svg",
            detailURL: "/curso/catalog/products/p-1.html"
        ))
        XCTAssertEqual(rows[1].imageURL, "https://cdn.example.com/taza.png")
    }

    func test_screen_rows_relativeImageAlreadyPercentEncoded_isNotEncodedAgain() {
        let sut = makeSUT(baseURL: "/curso/")
        let product = makeProduct(id: "p-1", image: "images/caf%C3%A9%20con%20leche.png")

        let rows = sut.screen(for: .loaded([product]), pages: ProductPagePaths(products: [product])).products

        XCTAssertEqual(rows[0].imageURL, "/curso/images/caf%C3%A9%20con%20leche.png")
    }

    func test_productPage_linksBackToTheCatalog() {
        let sut = makeSUT(baseURL: "/curso/")
        let product = makeProduct(id: "p-1", name: "Taza")

        let page = sut.productPage(for: product, pages: ProductPagePaths(products: [product]))

        XCTAssertEqual(page.catalogURL, "/curso/catalog/index.html")
        XCTAssertEqual(page.pageTitle, "Taza · Catálogo · Curso")
    }

    func test_catalogPages_moreProductsThanAPageHolds_splitsThemWithLinksBetweenPages() {
        let sut = makeSUT(baseURL: "/curso/")
        let products = (1...5).map { makeProduct(id: "p-\($0)") }
        let paging = CatalogPaging(productCount: products.count, pageSize: 2)

        let pages = sut.catalogPages(for: .loaded(products), pages: ProductPagePaths(products: products), paging: paging)

        XCTAssertEqual(pages.map(\.path), ["catalog/index.html", "catalog/page/2.html", "catalog/page/3.html"])
        XCTAssertEqual(pages.map { $0.model.screen.products.map(\.id) }, [["p-1", "p-2"], ["p-3", "p-4"], ["p-5"]])
        XCTAssertEqual(pages[1].model.pageLabel, "Página 2 de 3")
        XCTAssertEqual(pages[1].model.previous?.url, "/curso/catalog/index.html")
        XCTAssertEqual(pages[1].model.next?.url, "/curso/catalog/page/3.html")
        XCTAssertEqual([pages[0].model.previous, pages[2].model.next], [nil, nil])
        XCTAssertEqual(pages[2].model.pageTitle, "Catálogo, página 3 de 3 · Curso")
    }

    func test_catalogPages_stateOtherThanLoaded_isOnePageWithoutPager() {
        let sut = makeSUT()
        let paging = CatalogPaging(productCount: 0, pageSize: 2)

        for state in [CatalogViewModel.State.loading, .empty, .error("Sin conexión")] {
            let pages = sut.catalogPages(for: state, pages: ProductPagePaths(products: []), paging: paging)

            XCTAssertEqual(pages.map(\.path), ["catalog/index.html"])
            XCTAssertEqual(pages.first?.model.hasPager, false)
        }
    }

    func test_productPage_listedOnALaterPage_linksBackToThatPage() {
        let sut = makeSUT()
        let product = makeProduct(id: "p-9")

        let page = sut.productPage(for: product, pages: ProductPagePaths(products: [product]), catalogPage: "catalog/page/3.html")

        XCTAssertEqual(page.catalogURL, "/catalog/page/3.html")
    }

    // MARK: - Helpers

    private func makeSUT(baseURL: String = "/") -> CatalogPresenter {
        let site = SiteModel(courseTitle: "Curso", baseURL: baseURL)
        return CatalogPresenter(site: site, sidebar: SidebarModel(sectionsBefore: [], current: nil, sectionsAfter: []), locale: Locale(identifier: "es_ES"))
    }

    private func flags(_ screen: CatalogScreenModel) -> [Bool] {
        [screen.isLoading, screen.isLoaded, screen.isEmpty, screen.isError]
    }
}

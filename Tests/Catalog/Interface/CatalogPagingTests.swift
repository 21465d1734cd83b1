import CatalogInterface
import XCTest

final class CatalogPagingTests: XCTestCase {
    func test_init_countsPagesRoundingUpAndNeverBelowOne() {
        XCTAssertEqual(CatalogPaging(productCount: 0, pageSize: 48).pageCount, 1)
        XCTAssertEqual(CatalogPaging(productCount: 48, pageSize: 48).pageCount, 1)
        XCTAssertEqual(CatalogPaging(productCount: 49, pageSize: 48).pageCount, 2)
        XCTAssertEqual(CatalogPaging(productCount: 200_000, pageSize: 48).pageCount, 4_167)
        XCTAssertEqual(CatalogPaging(productCount: 3, pageSize: 0).pageSize, 1)
    }

    func test_paths_firstPageIsTheCatalogsIndexAndTheRestAreNumbered() {
        XCTAssertEqual(CatalogPaging(productCount: 7, pageSize: 3).paths, ["catalog/index.html", "catalog/page/2.html", "catalog/page/3.html"])
    }

    func test_productsOnPage_givesEachPageItsSliceAndTheLastOneTheRest() {
        let sut = CatalogPaging(productCount: 7, pageSize: 3)

        XCTAssertEqual([1, 2, 3].map { sut.products(onPage: $0, of: 7) }, [0..<3, 3..<6, 6..<7])
    }

    func test_pageOfProductAt_isThePageThatListsIt() {
        let sut = CatalogPaging(productCount: 7, pageSize: 3)

        XCTAssertEqual([0, 2, 3, 6].map(sut.page(ofProductAt:)), [1, 1, 2, 3])
    }
}

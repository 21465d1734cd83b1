import CatalogCore
import CatalogInterface
import TestSupport
import XCTest

final class ProductPagePathsTests: XCTestCase {
    func test_path_isTheSlugInsideTheProductsFolder() {
        let product = makeProduct(id: "../../etc/Passwd")

        let sut = ProductPagePaths(products: [product])

        XCTAssertEqual(sut.path(for: product), "catalog/products/etc-passwd.html")
    }

    func test_path_ofIdsWithTheSameSlug_getsANumberSoNoPageIsOverwritten() {
        let products = [makeProduct(id: "p 1"), makeProduct(id: "P-1"), makeProduct(id: "p_1")]

        let sut = ProductPagePaths(products: products)

        XCTAssertEqual(products.map { sut.path(for: $0) }, [
            "catalog/products/p-1.html", "catalog/products/p-1-2.html", "catalog/products/p-1-3.html",
        ])
    }
}

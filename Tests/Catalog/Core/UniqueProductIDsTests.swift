import CatalogCore
import TestSupport
import XCTest

final class UniqueProductIDsTests: XCTestCase {
    func test_firstRepeat_distinctIDs_isNil() {
        XCTAssertNil(UniqueProductIDs.firstRepeat(in: [makeProduct(id: "p-1"), makeProduct(id: "P-1"), makeProduct(id: "p-2")]))
    }

    func test_firstRepeat_idsRepeated_givesTheFirstProductAndTheOneThatRepeatsIt() {
        let products = [makeProduct(id: "a"), makeProduct(id: "b"), makeProduct(id: "b"), makeProduct(id: "a")]

        let repeated = UniqueProductIDs.firstRepeat(in: products)

        XCTAssertEqual(repeated?.earlier, 1)
        XCTAssertEqual(repeated?.later, 2)
    }
}

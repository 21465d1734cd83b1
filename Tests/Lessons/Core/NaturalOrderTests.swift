import LessonsCore
import XCTest

final class NaturalOrderTests: XCTestCase {
    func test_areInIncreasingOrder_withNumericPrefixes_comparesNumbersByValue() {
        let names = ["10-cierre.md", "2-application.md", "1-domain.md", "02-b.md"]

        let sorted = names.sorted(by: NaturalOrder.areInIncreasingOrder)

        XCTAssertEqual(sorted, ["1-domain.md", "2-application.md", "02-b.md", "10-cierre.md"])
    }

    func test_areInIncreasingOrder_ignoresCase() {
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("adr-001.md", "Bdd.md"))
    }
}

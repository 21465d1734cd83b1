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

    func test_areInIncreasingOrder_withNamesBeyondASCII_comparesNumbersByValue() {
        let names = ["10-canción.md", "2-canción.md", "1-años.md", "02-ñu.md"]

        let sorted = names.sorted(by: NaturalOrder.areInIncreasingOrder)

        XCTAssertEqual(sorted, ["1-años.md", "2-canción.md", "02-ñu.md", "10-canción.md"])
    }

    func test_areInIncreasingOrder_withADigitCarryingAMark_readsItAsText() {
        // "2\u{301}" is one character, not a digit: the name is "1" then text, after "1-b".
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("1-b.md", "12\u{301}.md"))
        XCTAssertTrue(NaturalOrder.areInIncreasingOrder("12\u{301}.md", "2.md"))
    }
}

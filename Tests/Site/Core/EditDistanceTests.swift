import SiteCore
import XCTest

final class EditDistanceTests: XCTestCase {
    func test_between_countsInsertionsDeletionsAndSubstitutions() {
        XCTAssertEqual(EditDistance.between("serch", "search"), 1)
        XCTAssertEqual(EditDistance.between("search", "serch"), 1)
        XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.between("lección", "leccion"), 1, "an accent is one edit")
    }

    func test_closest_withCandidatesWithinTheLimit_givesTheNearestAndTheFirstOfEquals() {
        XCTAssertEqual(EditDistance.closest(to: "serch", among: ["strict", "search", "serc"], within: 2), "search")
        XCTAssertEqual(EditDistance.closest(to: "ab", among: ["abc", "abd", "a"], within: 2), "abc")
    }

    func test_closest_withEveryCandidateBeyondTheLimit_isNil() {
        XCTAssertNil(EditDistance.closest(to: "99-otra-cosa.md", among: ["01-cliente-http.md", "x"], within: 3))
        XCTAssertNil(EditDistance.closest(to: "abc", among: [String](), within: 3))
    }
}

import LessonsCore
import XCTest

final class ReadableNameTests: XCTestCase {
    func test_from_withNumericPrefixAndSeparators_returnsCapitalizedWords() {
        XCTAssertEqual(ReadableName.from("02-catalog_feature"), "Catalog feature")
        XCTAssertEqual(ReadableName.from("login"), "Login")
    }

    func test_from_withOnlyDigits_keepsTheName() {
        XCTAssertEqual(ReadableName.from("2024"), "2024")
    }
}

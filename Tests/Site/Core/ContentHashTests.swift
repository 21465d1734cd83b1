import SiteCore
import XCTest

final class ContentHashTests: XCTestCase {
    func test_of_knownTexts_isTheirFNV1aHashIn16HexDigits() {
        // The FNV-1a reference values (draft-eastlake-fnv): a fingerprint must not change between builds or machines.
        XCTAssertEqual(ContentHash.of(""), "cbf29ce484222325")
        XCTAssertEqual(ContentHash.of("a"), "af63dc4c8601ec8c")
        XCTAssertEqual(ContentHash.of("foobar"), "85944171f73967e8")
    }

    func test_of_aTextNotASCII_hashesItsUTF8Bytes() {
        XCTAssertEqual(ContentHash.of("let título = \"ñandú\" // 😀"), "ecf8070174df02b8")
    }
}

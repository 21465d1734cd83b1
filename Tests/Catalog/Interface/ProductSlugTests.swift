import CatalogInterface
import XCTest

final class ProductSlugTests: XCTestCase {
    func test_make_keepsLowerCaseLettersDigitsAndSingleHyphens() {
        XCTAssertEqual(ProductSlug.make(from: "P-001"), "p-001")
        XCTAssertEqual(ProductSlug.make(from: "Camiseta  Swift (XL)"), "camiseta-swift-xl")
    }

    func test_make_withPathSeparators_neverKeepsThem() {
        XCTAssertEqual(ProductSlug.make(from: "../etc/passwd"), "etc-passwd")
        XCTAssertEqual(ProductSlug.make(from: "/a\\b"), "a-b")
    }

    func test_make_withAVeryLongID_isCutToItsMaximumLengthWithoutATrailingHyphen() {
        let slug = ProductSlug.make(from: String(repeating: "a", count: 79) + "-" + String(repeating: "b", count: 300))

        XCTAssertEqual(slug, String(repeating: "a", count: 79))
        XCTAssertEqual(ProductSlug.make(from: String(repeating: "x", count: 300)).count, ProductSlug.maxLength)
    }

    func test_make_withAccentsOrAnotherScript_writesItInLatinLetters() {
        XCTAssertEqual(ProductSlug.make(from: "Ñandú-1"), "nandu-1")
        XCTAssertEqual(ProductSlug.make(from: "منتج"), "mntj")
        XCTAssertEqual(ProductSlug.make(from: "商品"), "shang-pin")
    }

    func test_make_withNothingToWriteInLetters_isNamedByAStableHashOfTheID() {
        let gift = ProductSlug.make(from: "🎁")

        XCTAssertTrue(gift.hasPrefix("producto-"), gift)
        XCTAssertEqual(gift.count, "producto-".count + 16)
        XCTAssertEqual(ProductSlug.make(from: "🎁"), gift, "the same id always gets the same page")
        XCTAssertNotEqual(ProductSlug.make(from: "🎈"), gift)
        XCTAssertTrue(ProductSlug.make(from: "../").hasPrefix("producto-"))
    }
}

import CatalogCore
import Foundation
import TestSupport
import XCTest

final class ProductTests: XCTestCase {
    func test_init_withValidValues_trimsIDAndNameAndKeepsPriceAndImage() throws {
        let price = makePrice(amount: "12", currency: "USD")
        let imageURL = anyImageURL()

        let sut = try Product(id: " \n\tp-001 \n", name: "\t Camiseta Swift\n ", price: price, imageURL: imageURL)

        XCTAssertEqual(sut.id, "p-001")
        XCTAssertEqual(sut.name, "Camiseta Swift")
        XCTAssertEqual(sut.price, price)
        XCTAssertEqual(sut.imageURL, imageURL)
    }

    func test_init_withIDThatIsEmptyOnceTrimmed_throwsEmptyID() {
        for id in ["", " \n\t "] {
            assertInit(id: id, throws: .emptyID)
        }
    }

    func test_init_withIDWithoutLatinLettersOrDigits_isAProductAllTheSame() throws {
        for id in ["🎁", "منتج", "¿?"] {
            XCTAssertEqual(try Product(id: id, name: "Regalo", price: makePrice(), imageURL: anyImageURL()).id, id)
        }
    }

    func test_init_withNameThatIsEmptyOnceTrimmed_throwsEmptyName() {
        for name in ["", " \n\t "] {
            assertInit(name: name, throws: .emptyName)
        }
    }

    func test_description_ofEachError_isTheReasonTheCatalogGives() {
        XCTAssertEqual(ProductError.emptyID.description, "el id está vacío")
        XCTAssertEqual(ProductError.emptyName.description, "el nombre está vacío")
    }

    // MARK: - Helpers

    private func assertInit(id: String = "p-001", name: String = "Camiseta Swift", throws expected: ProductError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Product(id: id, name: name, price: makePrice(), imageURL: anyImageURL()), "id '\(id)', name '\(name)'", file: file, line: line) { error in
            XCTAssertEqual(error as? ProductError, expected, "id '\(id)', name '\(name)'", file: file, line: line)
        }
    }

    private func anyImageURL() -> URL {
        URL(string: "images/products/p-001.svg")!
    }
}

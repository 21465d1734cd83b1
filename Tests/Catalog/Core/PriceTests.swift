import CatalogCore
import Foundation
import XCTest

final class PriceTests: XCTestCase {
    func test_init_withValidValues_keepsTheAmountAndUpperCasesTheCurrency() throws {
        let amount = try XCTUnwrap(Decimal(string: "29.99"))

        let sut = try Price(amount: amount, currency: "eUr")

        XCTAssertEqual(sut.amount, amount)
        XCTAssertEqual(sut.currency, "EUR")
    }

    func test_init_withZeroAmount_isAPrice() throws {
        let sut = try Price(amount: 0, currency: "USD")

        XCTAssertEqual(sut.amount, 0)
    }

    func test_init_withNegativeAmount_throwsNegativeAmount() throws {
        let amount = try XCTUnwrap(Decimal(string: "-0.01"))

        assertInit(amount: amount, currency: "EUR", throws: .negativeAmount)
    }

    func test_init_withCurrencyThatIsNotThreeASCIILetters_throwsInvalidCurrencyNamingIt() {
        for currency in ["", "EU", "EURO", "E1R", "E R", "EÜR", "€UR"] {
            assertInit(amount: 1, currency: currency, throws: .invalidCurrency(currency))
        }
    }

    func test_description_ofEachError_isTheReasonTheCatalogGives() {
        XCTAssertEqual(PriceError.negativeAmount.description, "el precio es negativo")
        XCTAssertEqual(PriceError.invalidCurrency("EU").description, "la moneda 'EU' no es un código ISO de tres letras")
    }

    // MARK: - Helpers

    private func assertInit(amount: Decimal, currency: String, throws expected: PriceError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Price(amount: amount, currency: currency), "amount \(amount), currency '\(currency)'", file: file, line: line) { error in
            XCTAssertEqual(error as? PriceError, expected, "amount \(amount), currency '\(currency)'", file: file, line: line)
        }
    }
}

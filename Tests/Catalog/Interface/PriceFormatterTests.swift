import CatalogCore
import CatalogInterface
import Foundation
import TestSupport
import XCTest

final class PriceFormatterTests: XCTestCase {
    func test_string_inSpanishLocale_writesEurosWithCommaAndSymbolAfter() {
        let sut = PriceFormatter(locale: Locale(identifier: "es_ES"))

        XCTAssertEqual(sut.string(for: makePrice(amount: "29.99", currency: "EUR")), "29,99\u{00A0}€")
    }

    func test_string_ofOtherCurrencies_usesTheirOwnSymbol() {
        let sut = PriceFormatter(locale: Locale(identifier: "es_ES"))

        XCTAssertEqual(sut.string(for: makePrice(amount: "12", currency: "USD")), "12,00\u{00A0}$")
        XCTAssertEqual(sut.string(for: makePrice(amount: "10", currency: "GBP")), "10,00\u{00A0}£")
    }

    func test_string_inAnotherLocale_followsThatLocale() {
        let sut = PriceFormatter(locale: Locale(identifier: "en_US"))

        XCTAssertEqual(sut.string(for: makePrice(amount: "29.99", currency: "EUR")), "€29.99")
    }
}

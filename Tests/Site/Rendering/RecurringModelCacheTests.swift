import SiteCore
@testable import SiteRendering
import XCTest

final class RecurringModelCacheTests: XCTestCase {
    func test_encoded_equalValueRememberedEarlier_isWhatItWasEncodedTo() {
        let sut = RecurringModelCache()
        sut.remember(Site(address: "a.html"), as: .string("A"))

        let encoded = sut.encoded(Site(address: "a.html"))

        XCTAssertEqual(text(of: encoded), "A")
    }

    func test_encoded_valueThatDiffers_isNil() {
        let sut = RecurringModelCache()
        sut.remember(Site(address: "a.html"), as: .string("A"))

        XCTAssertNil(sut.encoded(Site(address: "b.html")))
        XCTAssertNil(sut.encoded(OtherSite(address: "a.html")), "a value of another type is never equal")
    }

    func test_encoded_afterMoreValuesThanKept_forgetsTheOldestOnly() {
        let sut = RecurringModelCache()
        let addresses = (0...RecurringModelCache.limit).map { "\($0).html" }
        for address in addresses { sut.remember(Site(address: address), as: .string(address)) }

        XCTAssertNil(sut.encoded(Site(address: addresses[0])))
        XCTAssertEqual(addresses.dropFirst().map { text(of: sut.encoded(Site(address: $0))) }, Array(addresses.dropFirst()))
    }

    func test_encoded_valueAskedForAgain_isKeptLongerThanValuesRememberedAfterIt() {
        let sut = RecurringModelCache()
        let addresses = (0..<RecurringModelCache.limit).map { "\($0).html" }
        for address in addresses { sut.remember(Site(address: address), as: .string(address)) }

        _ = sut.encoded(Site(address: addresses[0]))
        sut.remember(Site(address: "nueva.html"), as: .string("nueva"))

        XCTAssertEqual(text(of: sut.encoded(Site(address: addresses[0]))), addresses[0])
        XCTAssertNil(sut.encoded(Site(address: addresses[1])), "the least recently used goes first")
    }

    func test_remember_valueKeptAlready_isKeptOnce() {
        let sut = RecurringModelCache()
        sut.remember(Site(address: "a.html"), as: .string("A"))
        let others = (1..<RecurringModelCache.limit).map { "\($0).html" }
        for address in others { sut.remember(Site(address: address), as: .string(address)) }

        sut.remember(Site(address: others[0]), as: .string("again"))

        XCTAssertEqual(text(of: sut.encoded(Site(address: others[0]))), others[0], "an equal value is not stored twice")
    }

    func test_remember_valueThatDoesNotRecur_isNotKeptAndDoesNotPushOutOthers() {
        let sut = RecurringModelCache()
        sut.remember(Site(address: "shared.html"), as: .string("shared"))

        for page in 0..<5 { sut.remember(Site(address: "\(page).html", recurs: false), as: .string("page \(page)")) }

        XCTAssertNil(sut.encoded(Site(address: "0.html", recurs: false)))
        XCTAssertEqual(text(of: sut.encoded(Site(address: "shared.html"))), "shared")
    }

    func test_cachedEncoding_ofAValueRememberedThroughItsType_findsItForAnEqualValueOfThatTypeOnly() {
        let sut = RecurringModelCache()
        Site.remember(Site(address: "a.html"), as: .string("A"), in: sut)

        XCTAssertEqual(text(of: Site.cachedEncoding(of: Site(address: "a.html"), in: sut)), "A")
        XCTAssertNil(Site.cachedEncoding(of: Site(address: "b.html"), in: sut))
        XCTAssertNil(Site.cachedEncoding(of: OtherSite(address: "a.html"), in: sut), "a value of another type")
        XCTAssertNil(OtherSite.cachedEncoding(of: OtherSite(address: "a.html"), in: sut))
    }

    // MARK: - Helpers

    private struct Site: RecurringModel {
        let address: String
        var recurs = true

        private enum CodingKeys: CodingKey { case address }
    }

    private struct OtherSite: RecurringModel {
        let address: String
    }

    private func text(of value: TemplateValue?) -> String? {
        guard case let .string(text)? = value else { return nil }
        return text
    }
}

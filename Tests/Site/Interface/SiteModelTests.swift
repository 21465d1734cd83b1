import Foundation
import SiteInterface
import XCTest

final class SiteModelTests: XCTestCase {
    func test_url_ofAPageNamedWithCharactersAURLReservesOrCannotHold_isPercentEncoded() {
        let sut = SiteModel(courseTitle: "Curso", baseURL: "/curso/")

        XCTAssertEqual(sut.url(for: "s/01-C# básico.html"), "/curso/s/01-C%23%20b%C3%A1sico.html")
        XCTAssertEqual(sut.url(for: "s/02-100%?.html"), "/curso/s/02-100%25%3F.html")
        XCTAssertEqual(sut.url(for: "login/01-domain.html"), "/curso/login/01-domain.html")
    }

    func test_url_ofEveryASCIIByte_isEncodedAsFoundationEncodesAPath() {
        let sut = SiteModel(courseTitle: "Curso", baseURL: "/")
        for byte in UInt8(0x20)..<0x7F {
            let path = "a" + String(UnicodeScalar(byte)) + "b.html"

            XCTAssertEqual(sut.url(for: path), "/" + path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!, path)
        }
    }
}

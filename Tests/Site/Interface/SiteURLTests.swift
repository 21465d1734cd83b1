import SiteInterface
import XCTest

final class SiteURLTests: XCTestCase {
    func test_init_withoutFinalSlash_addsIt() {
        XCTAssertEqual(SiteURL("https://usuario.github.io/curso")?.value, "https://usuario.github.io/curso/")
    }

    func test_init_notAnHTTPAddress_isNil() {
        for text in ["usuario.github.io/curso", "/curso/", "ftp://host/", "https://", "https://host/?q=1"] {
            XCTAssertNil(SiteURL(text), text)
        }
    }

    func test_init_withCharactersThatCouldBreakTheSitemapOrRobotsTxt_isNil() {
        for text in ["https://host/<x>/", "https://host/a\nDisallow: /", "https://host/a\"b/", "https://ho st/", "https://host/\u{7F}"] {
            XCTAssertNil(SiteURL(text), text)
        }
    }

    func test_basePath_isThePathOfTheAddress() {
        XCTAssertEqual(SiteURL("https://usuario.github.io/curso/")?.basePath, "/curso/")
        XCTAssertEqual(SiteURL("https://curso.example.com")?.basePath, "/")
    }

    func test_absoluteURL_forAFolderIndex_isTheFolder() throws {
        let sut = try XCTUnwrap(SiteURL("https://host/curso/"))

        XCTAssertEqual(sut.absoluteURL(for: "index.html"), "https://host/curso/")
        XCTAssertEqual(sut.absoluteURL(for: "catalog/index.html"), "https://host/curso/catalog/")
        XCTAssertEqual(sut.absoluteURL(for: "login/01-domain.html"), "https://host/curso/login/01-domain.html")
    }

    func test_absoluteURL_withSpacesAndAccents_isPercentEncoded() throws {
        let sut = try XCTUnwrap(SiteURL("https://host/"))

        XCTAssertEqual(sut.absoluteURL(for: "lecciones/introducción 1.html"), "https://host/lecciones/introducci%C3%B3n%201.html")
    }

    func test_onPage_givesThePageItsCanonicalURL() throws {
        let site = SiteModel(courseTitle: "Curso", baseURL: "/curso/", siteURL: SiteURL("https://host/curso/"))

        XCTAssertEqual(site.onPage("login/01.html").canonicalURL, "https://host/curso/login/01.html")
        XCTAssertNil(SiteModel(courseTitle: "Curso", baseURL: "/").onPage("login/01.html").canonicalURL)
    }
}

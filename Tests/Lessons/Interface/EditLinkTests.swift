import LessonsInterface
import XCTest

final class EditLinkTests: XCTestCase {
    func test_url_withABase_addsTheLessonsPathEncoded() {
        let sut = EditLink(base: "https://github.com/u/curso/edit/main/Content/")

        XCTAssertEqual(sut.url(for: "login/01 lección.md"), "https://github.com/u/curso/edit/main/Content/login/01%20lecci%C3%B3n.md")
    }

    func test_url_withABaseWithoutSlash_addsOne() {
        XCTAssertEqual(EditLink(base: "https://example.com/edit").url(for: "a.md"), "https://example.com/edit/a.md")
    }

    func test_url_withATemplate_putsThePathWherePathIs() {
        let sut = EditLink(base: "https://gitlab.com/u/curso/-/edit/main/Content/{path}?ref=sitio")

        XCTAssertEqual(sut.url(for: "login/01.md"), "https://gitlab.com/u/curso/-/edit/main/Content/login/01.md?ref=sitio")
    }
}

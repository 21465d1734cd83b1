import LessonsCore
import XCTest

final class LinkRewriterTests: XCTestCase {
    func test_rewrite_relativeLessonLinkWithFragment_pointsToItsPage() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("02-application.md#el-protocolo-authgateway"), "02-application.html#el-protocolo-authgateway")
    }

    func test_rewrite_lessonInAnotherFolder_staysRelative() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("../01-principios-ingenieria.md"), "../01-principios-ingenieria.html")
    }

    func test_rewrite_destinationsThatCouldRunCodeOrReadFiles_becomeEmpty() {
        let sut = LinkRewriter(baseURL: "/")

        for destination in ["javascript:alert(1)", "JavaScript:alert(1)", "vbscript:msgbox", "file:///etc/passwd", "data:text/html,<script>alert(1)</script>", "DATA:text/html;base64,PHNjcmlwdD4="] {
            XCTAssertEqual(sut.rewrite(destination), "", destination)
        }
    }

    func test_rewrite_dataImagesAndOrdinarySchemes_areKept() {
        let sut = LinkRewriter(baseURL: "/")

        for destination in ["data:image/png;base64,AAAA", "https://swift.org", "mailto:ana@example.com"] {
            XCTAssertEqual(sut.rewrite(destination), destination)
        }
    }

    func test_rewrite_externalSameLessonAndAssetLinks_areUnchanged() {
        let sut = makeSUT()

        for destination in ["https://swift.org/a.md", "mailto:a@b.es", "#intro", "img/diagrama.png", "//cdn.example/x.md"] {
            XCTAssertEqual(sut.rewrite(destination), destination)
        }
    }

    func test_rewrite_linkFromSiteRoot_getsBaseURL() {
        let sut = makeSUT(baseURL: "/curso/")

        XCTAssertEqual(sut.rewrite("/login/01-domain.md?x=1#a"), "/curso/login/01-domain.html?x=1#a")
        XCTAssertEqual(sut.rewrite("/images/logo.svg"), "/curso/images/logo.svg")
    }

    // MARK: - Helpers

    private func makeSUT(baseURL: String = "/") -> LinkRewriter {
        LinkRewriter(baseURL: baseURL)
    }
}

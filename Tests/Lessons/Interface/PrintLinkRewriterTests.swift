import LessonsCore
import LessonsInterface
import TestSupport
import XCTest

final class PrintLinkRewriterTests: XCTestCase {
    func test_rewrite_linkToALessonWithAFragment_pointsAtThatHeadingInThePage() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("02-application.md#el-protocolo", in: lessonPath("login/01-domain.md")), "#login/02-application--el-protocolo")
    }

    func test_rewrite_linkToALesson_pointsAtTheLessonInThePage() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("../catalog/01.md", in: lessonPath("login/01-domain.md")), "#catalog/01")
        XCTAssertEqual(sut.rewrite("/login/02-application.md?v=2", in: lessonPath("catalog/01.md")), "#login/02-application")
        XCTAssertEqual(sut.rewrite("../index.md", in: lessonPath("login/01-domain.md")), "#index")
    }

    func test_rewrite_linkToALessonWrittenPercentEncoded_findsTheLesson() {
        let sut = makeSUT(lessons: ["login/mi lección.md"])

        XCTAssertEqual(sut.rewrite("mi%20lecci%C3%B3n.md#a", in: lessonPath("login/otra.md")), "#login/mi-lección--a")
    }

    func test_rewrite_fragmentOfTheSameLesson_pointsAtTheIDThePrintPageGivesIt() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("#por-qué", in: lessonPath("login/01-domain.md")), "#login/01-domain--por-qué")
        XCTAssertEqual(sut.rewrite("#", in: lessonPath("login/01-domain.md")), "#login/01-domain")
    }

    func test_rewrite_fragmentStartingWithACombiningMark_staysAFragmentOfTheSameLesson() {
        let sut = makeSUT()

        // Read as `Character`s, `#` and the mark would be one, and the link a path.
        XCTAssertEqual(sut.rewrite("#\u{354}x", in: lessonPath("login/01-domain.md")), "#login/01-domain--\u{354}x")
    }

    func test_rewrite_linkToALessonTheCourseDoesNotHave_pointsAtThePageItWouldHaveFromTheSiteRoot() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("nada.md#x", in: lessonPath("login/01-domain.md")), "login/nada.html#x")
    }

    func test_rewrite_pathsToFilesOfTheSite_areWrittenFromTheSiteRoot() {
        let sut = makeSUT()
        let lesson = lessonPath("login/01-domain.md")

        XCTAssertEqual(sut.rewrite("img/d.svg", in: lesson), "login/img/d.svg")
        XCTAssertEqual(sut.rewrite("./d.svg?v=1", in: lesson), "login/d.svg?v=1")
        XCTAssertEqual(sut.rewrite("../images/a.png", in: lesson), "images/a.png")
        XCTAssertEqual(sut.rewrite("/images/a.png", in: lesson), "images/a.png")
        XCTAssertEqual(sut.rewrite("../catalog/", in: lesson), "catalog/")
        XCTAssertEqual(sut.rewrite("/", in: lesson), "./")
    }

    func test_rewrite_pathClimbingAboveTheSite_isKeptAsWritten() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("../../x.png", in: lessonPath("login/01-domain.md")), "../../x.png")
    }

    func test_rewrite_externalLinks_areKept() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("https://swift.org/a.md#x", in: lessonPath("a.md")), "https://swift.org/a.md#x")
        XCTAssertEqual(sut.rewrite("mailto:a@b.es", in: lessonPath("a.md")), "mailto:a@b.es")
    }

    func test_rewrite_linkThatCouldRunCode_becomesEmpty() {
        let sut = makeSUT()

        XCTAssertEqual(sut.rewrite("javascript:alert(1)", in: lessonPath("a.md")), "")
        XCTAssertEqual(sut.rewrite("data:text/html,<script>", in: lessonPath("a.md")), "")
    }

    func test_rewrite_withTheSitesAddress_pageTheCourseHasElsewhereIsWrittenInFull() {
        let sut = makeSUT(siteAddress: "https://u.github.io/curso/")

        XCTAssertEqual(sut.rewrite("../code/index.html#archivo-a", in: lessonPath("login/01-domain.md")), "https://u.github.io/curso/code/index.html#archivo-a")
        XCTAssertEqual(sut.rewrite("/catalog/", in: lessonPath("a.md")), "https://u.github.io/curso/catalog/")
        XCTAssertEqual(sut.rewrite("falta.md", in: lessonPath("a.md")), "https://u.github.io/curso/falta.html")
    }

    func test_rewrite_withTheSitesAddress_filesAndLessonsStayInThePage() {
        let sut = makeSUT(siteAddress: "https://u.github.io/curso/")

        XCTAssertEqual(sut.rewrite("img/d.svg", in: lessonPath("login/01-domain.md")), "login/img/d.svg")
        XCTAssertEqual(sut.rewrite("02-application.md", in: lessonPath("login/01-domain.md")), "#login/02-application")
    }

    // MARK: - Helpers

    private func makeSUT(
        lessons: [String] = ["index.md", "login/01-domain.md", "login/02-application.md", "catalog/01.md", "a.md"], siteAddress: String? = nil
    ) -> PrintLinkRewriter {
        PrintLinkRewriter(anchors: PrintAnchors(lessons: lessons.map(lessonPath)), siteAddress: siteAddress)
    }
}

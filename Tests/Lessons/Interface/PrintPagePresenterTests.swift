import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class PrintPagePresenterTests: XCTestCase {
    func test_page_ofACourse_listsEverySectionWithLinksToItsLessonsInThePage() {
        let sut = makeSUT(lessons: [makeSummary("login/01.md", title: "Dominio"), makeSummary("login/02.md", title: "Aplicación"), makeSummary("catalog/01.md", title: "Catálogo")])

        let page = sut.page(intro: nil, loadsMermaid: false)

        XCTAssertEqual(page.sections.map(\.title), ["Catalog", "Login"])
        XCTAssertEqual(page.sections.map { $0.lessons.map(\.title) }, [["Catálogo"], ["Dominio", "Aplicación"]])
        XCTAssertEqual(page.sections.map { $0.lessons.map(\.url) }, [["#catalog/01"], ["#login/01", "#login/02"]])
    }

    func test_page_ofACourse_isTitledAfterItAndSeesTheSiteFromThePrintPage() {
        let sut = makeSUT(lessons: [makeSummary("a.md")], title: "Arquitectura iOS", siteURL: SiteURL("https://ejemplo.es/curso/"))

        let page = sut.page(intro: nil, loadsMermaid: false)

        XCTAssertEqual(page.pageTitle, "Arquitectura iOS · Versión para imprimir")
        XCTAssertEqual(page.site.canonicalURL, "https://ejemplo.es/curso/imprimir.html")
    }

    func test_page_withTheHomeLessonsBody_opensWithItUnderTheHomeLessonsAnchor() {
        let sut = makeSUT(lessons: [makeSummary("index.md"), makeSummary("a.md")])

        let page = sut.page(intro: LessonBody(html: "<p>Bienvenida</p>"), loadsMermaid: false)

        XCTAssertEqual(page.intro, "<p>Bienvenida</p>")
        XCTAssertTrue(page.hasIntro)
        XCTAssertEqual(page.introAnchor, "index")
    }

    func test_page_withoutHomeLesson_hasNoIntro() {
        let sut = makeSUT(lessons: [makeSummary("a.md")])

        let page = sut.page(intro: nil, loadsMermaid: false)

        XCTAssertEqual(page.intro, "")
        XCTAssertFalse(page.hasIntro)
    }

    func test_page_lessonOrIntroLeavingDiagramsToTheBrowser_loadsMermaid() {
        let sut = makeSUT(lessons: [makeSummary("index.md"), makeSummary("a.md")])

        XCTAssertFalse(sut.page(intro: LessonBody(html: "<p/>"), loadsMermaid: false).loadsMermaid)
        XCTAssertTrue(sut.page(intro: LessonBody(html: "<p/>"), loadsMermaid: true).loadsMermaid)
        XCTAssertTrue(sut.page(intro: LessonBody(html: "<p/>", needsDiagramScript: true), loadsMermaid: false).loadsMermaid)
    }

    func test_lesson_ofASection_isItsBodyUnderItsAnchorWithTheSectionsTitle() {
        let sut = makeSUT(lessons: [makeSummary("login/index.md", title: "Login"), makeSummary("login/01.md")])
        let lesson = makeLesson("login/01.md", title: "Dominio", description: "Entidades")

        let model = sut.lesson(lesson, body: LessonBody(html: "<p>Uno</p>"))

        XCTAssertEqual(model.anchor, "login/01")
        XCTAssertEqual(model.title, "Dominio")
        XCTAssertTrue(model.showsTitle)
        XCTAssertEqual(model.description, "Entidades")
        XCTAssertTrue(model.hasDescription)
        XCTAssertEqual(model.sectionTitle, "Login")
        XCTAssertEqual(model.content, "<p>Uno</p>")
    }

    func test_lesson_withItsOwnTitleHeading_doesNotRepeatTheTitle() {
        let sut = makeSUT(lessons: [makeSummary("a.md")])
        let lesson = makeLesson("a.md", headings: [makeHeading("A", level: 1)])

        XCTAssertFalse(sut.lesson(lesson, body: LessonBody(html: "")).showsTitle)
    }

    // MARK: - Helpers

    private func makeSUT(lessons: [LessonSummary], title: String = anyCourseTitle(), siteURL: SiteURL? = nil) -> PrintPagePresenter {
        let course = Course.assemble(lessons: lessons, title: title)
        let site = SiteModel(courseTitle: title, baseURL: "/curso/", siteURL: siteURL)
        return PrintPagePresenter(course: course, site: site, anchors: PrintAnchors(lessons: lessons.map(\.path)))
    }
}

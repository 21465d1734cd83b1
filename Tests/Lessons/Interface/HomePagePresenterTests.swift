import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class HomePagePresenterTests: XCTestCase {
    func test_present_listsSectionsAndLessonsWithDescriptions() {
        let course = Course.assemble(lessons: [
            makeSummary("login/01.md", title: "Domain", description: "Reglas puras"),
            makeSummary("login/02.md", title: "Application"),
        ], title: anyCourseTitle())
        let site = SiteModel(courseTitle: course.title, baseURL: "/")
        let sidebar = SidebarPresenter(course: course, site: site)
        let sut = HomePagePresenter(course: course, site: site, sidebar: sidebar)

        let model = sut.present(intro: nil)

        XCTAssertEqual(model.sections.map(\.title), ["Login"])
        XCTAssertEqual(model.sections.first?.lessons, [
            HomePageModel.Lesson(title: "Domain", url: "/login/01.html", description: "Reglas puras", hasDescription: true),
            HomePageModel.Lesson(title: "Application", url: "/login/02.html", description: "", hasDescription: false),
        ])
        XCTAssertFalse(model.hasIntro)
        XCTAssertEqual(model.firstLessonURL, "/login/01.html")
        XCTAssertEqual(model.sidebar, SidebarModel(sectionsBefore: [ClosedSectionModel(title: "Login", url: "/login/01.html")], current: nil, sectionsAfter: []))
    }
}

final class HomePagePresenterIntroTests: XCTestCase {
    func test_present_withIntro_showsItsBodyAndLoadsMermaidWhenItDrawsInTheBrowser() {
        let course = Course.assemble(lessons: [makeSummary("index.md", title: "Curso"), makeSummary("a/1.md")])
        let site = SiteModel(courseTitle: course.title, baseURL: "/")
        let sut = HomePagePresenter(course: course, site: site, sidebar: SidebarPresenter(course: course, site: site))

        let model = sut.present(intro: LessonBody(html: "<p>Bienvenida</p>", needsDiagramScript: true))

        XCTAssertEqual(model.intro, "<p>Bienvenida</p>")
        XCTAssertTrue(model.hasIntro)
        XCTAssertTrue(model.loadsMermaid)
    }
}

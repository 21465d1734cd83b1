import LessonsCore
import LessonsInterface
import TestSupport
import XCTest

final class SidebarPresenterTests: XCTestCase {
    func test_closedSections_linkEachSectionToItsFirstLessonWithoutListingLessons() {
        let course = Course.assemble(lessons: [
            makeLesson("01-login/02.md", title: "B"),
            makeLesson("01-login/01.md", title: "A"),
            makeLesson("02-catalog/01.md", title: "C"),
        ])

        let sections = SidebarPresenter.closedSections(of: course, site: SiteModel(courseTitle: "x", baseURL: "/c/"))

        XCTAssertEqual(sections, [
            SidebarSectionModel(title: "Login", url: "/c/01-login/01.html", lessons: []),
            SidebarSectionModel(title: "Catalog", url: "/c/02-catalog/01.html", lessons: []),
        ])
    }

    func test_sidebar_withoutCurrentLesson_showsEverySectionClosed() {
        let course = Course.assemble(lessons: [makeLesson("a/1.md"), makeLesson("b/1.md")])
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), closedSectionHTML: ["[a]", "[b]"])

        XCTAssertEqual(sut.sidebar(current: nil), SidebarModel(sectionsBefore: "[a][b]", current: nil, sectionsAfter: ""))
    }
}

import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class SidebarPresenterTests: XCTestCase {
    func test_closedSections_linkEachSectionToItsFirstLessonWithoutListingLessons() {
        let course = Course.assemble(lessons: [
            makeSummary("01-login/02.md", title: "B"),
            makeSummary("01-login/01.md", title: "A"),
            makeSummary("02-catalog/01.md", title: "C"),
        ])

        let sections = SidebarPresenter.closedSections(of: course, site: SiteModel(courseTitle: "x", baseURL: "/c/"))

        XCTAssertEqual(sections, [
            SidebarSectionModel(title: "Login", url: "/c/01-login/01.html", lessons: []),
            SidebarSectionModel(title: "Catalog", url: "/c/02-catalog/01.html", lessons: []),
        ])
    }

    func test_sidebar_withoutCurrentLesson_showsEverySectionClosed() {
        let course = Course.assemble(lessons: [makeSummary("a/1.md"), makeSummary("b/1.md")])
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), closedSectionHTML: ["[a]", "[b]"])

        XCTAssertEqual(sut.sidebar(current: nil), SidebarModel(sectionsBefore: "[a][b]", current: nil, sectionsAfter: ""))
    }
}

final class SidebarPresenterReachTests: XCTestCase {
    func test_sidebar_ofAHugeCourse_showsOnlyNearbySectionsAndSaysSomeAreLeftOut() {
        let course = Course.assemble(lessons: (10..<20).map { makeSummary("s\($0)/1.md") })
        let closed = course.sections.map { "[\($0.folder)]" }
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), closedSectionHTML: closed, reach: 2)

        let sidebar = sut.sidebar(current: lessonPath("s15/1.md"))

        XCTAssertEqual(sidebar.sectionsBefore, "[s13][s14]")
        XCTAssertEqual(sidebar.current?.url, "/s15/1.html")
        XCTAssertEqual(sidebar.sectionsAfter, "[s16][s17]")
        XCTAssertTrue(sidebar.hasMoreBefore)
        XCTAssertTrue(sidebar.hasMoreAfter)
    }

    func test_sidebar_nearTheEnds_leavesNothingOutThere() {
        let course = Course.assemble(lessons: (10..<14).map { makeSummary("s\($0)/1.md") })
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), closedSectionHTML: ["a", "b", "c", "d"], reach: 2)

        let first = sut.sidebar(current: lessonPath("s10/1.md"))
        let last = sut.sidebar(current: lessonPath("s13/1.md"))

        XCTAssertEqual([first.sectionsBefore, first.sectionsAfter], ["", "bc"])
        XCTAssertEqual([first.hasMoreBefore, first.hasMoreAfter], [false, true])
        XCTAssertEqual([last.sectionsBefore, last.sectionsAfter], ["bc", ""])
        XCTAssertEqual([last.hasMoreBefore, last.hasMoreAfter], [true, false])
    }
}

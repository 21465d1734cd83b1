import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class SidebarPresenterTests: XCTestCase {
    func test_sidebar_withoutCurrentLesson_showsEverySectionClosedLinkedToItsFirstLesson() {
        let course = Course.assemble(lessons: [
            makeSummary("01-login/02.md", title: "B"),
            makeSummary("01-login/01.md", title: "A"),
            makeSummary("02-catalog/01.md", title: "C"),
        ])
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/c/"))

        let sidebar = sut.sidebar(current: nil)

        XCTAssertEqual(sidebar, SidebarModel(sectionsBefore: [
            ClosedSectionModel(title: "Login", url: "/c/01-login/01.html"),
            ClosedSectionModel(title: "Catalog", url: "/c/02-catalog/01.html"),
        ], current: nil, sectionsAfter: []))
    }

    func test_sidebar_ofALesson_opensItsSectionWithItsLessonMarkedCurrent() {
        let course = Course.assemble(lessons: [makeSummary("a/1.md", title: "Uno"), makeSummary("a/2.md", title: "Dos"), makeSummary("b/1.md")])
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"))

        let sidebar = sut.sidebar(current: lessonPath("a/2.md"))

        XCTAssertEqual(sidebar.current?.lessons, [
            LinkModel(title: "Uno", url: "/a/1.html"),
            LinkModel(title: "Dos", url: "/a/2.html", isCurrent: true),
        ])
        XCTAssertEqual(sidebar.sectionsBefore, [])
        XCTAssertEqual(sidebar.sectionsAfter.map(\.url), ["/b/1.html"])
    }
}

final class SidebarPresenterReachTests: XCTestCase {
    func test_sidebar_ofAHugeCourse_showsOnlyNearbySectionsAndSaysSomeAreLeftOut() {
        let course = Course.assemble(lessons: (10..<20).map { makeSummary("s\($0)/1.md") })
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), reach: 2)

        let sidebar = sut.sidebar(current: lessonPath("s15/1.md"))

        XCTAssertEqual(sidebar.sectionsBefore.map(\.url), ["/s13/1.html", "/s14/1.html"])
        XCTAssertEqual(sidebar.current?.url, "/s15/1.html")
        XCTAssertEqual(sidebar.sectionsAfter.map(\.url), ["/s16/1.html", "/s17/1.html"])
        XCTAssertTrue(sidebar.hasMoreBefore)
        XCTAssertTrue(sidebar.hasMoreAfter)
    }

    func test_sidebar_nearTheEnds_leavesNothingOutThere() {
        let course = Course.assemble(lessons: (10..<14).map { makeSummary("s\($0)/1.md") })
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), reach: 2)

        let first = sut.sidebar(current: lessonPath("s10/1.md"))
        let last = sut.sidebar(current: lessonPath("s13/1.md"))

        XCTAssertEqual([first.sectionsBefore.count, first.sectionsAfter.count], [0, 2])
        XCTAssertEqual([first.hasMoreBefore, first.hasMoreAfter], [false, true])
        XCTAssertEqual([last.sectionsBefore.count, last.sectionsAfter.count], [2, 0])
        XCTAssertEqual([last.hasMoreBefore, last.hasMoreAfter], [true, false])
    }

    func test_sidebar_withoutCurrentLesson_inAHugeCourse_showsTheFirstSectionsAndSaysMoreFollow() {
        let course = Course.assemble(lessons: (10..<20).map { makeSummary("s\($0)/1.md") })
        let sut = SidebarPresenter(course: course, site: SiteModel(courseTitle: "x", baseURL: "/"), reach: 2)

        let sidebar = sut.sidebar(current: nil)

        XCTAssertEqual(sidebar.sectionsBefore.count, 5)
        XCTAssertTrue(sidebar.hasMoreAfter)
    }
}

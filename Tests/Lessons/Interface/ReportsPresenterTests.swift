import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class ReportsPresenterTests: XCTestCase {
    func test_untracedLessons_testsOfSeveralLessons_areOneRunPerLessonInOrder() {
        let sut = makeSUT()
        let report = makeReport(untraced: [("a.md", "test_1"), ("a.md", "test_2"), ("b.md", "test_3"), ("c.md", "test_4"), ("c.md", "test_5")])

        let runs = sut.untracedLessons(in: report)

        XCTAssertEqual(runs.map(\.lesson), ["a.md", "b.md", "c.md"].map(lessonPath))
        XCTAssertEqual(runs.map(\.positions), [0..<2, 2..<3, 3..<5])
    }

    func test_untracedLessons_noUntracedTests_isEmpty() {
        XCTAssertTrue(makeSUT().untracedLessons(in: makeReport(untraced: [])).isEmpty)
    }

    func test_untracedTests_aChunkAfterTheFirst_listsItsLessonsTestsAndDoesNotOpenTheList() {
        let sut = makeSUT()
        let report = makeReport(untraced: [("a.md", "test_1"), ("b.md", "test_2"), ("b.md", "test_3")])
        let runs = sut.untracedLessons(in: report)

        let first = sut.untracedTests(for: report, lessons: runs[..<1])
        let second = sut.untracedTests(for: report, lessons: runs[1...])

        XCTAssertEqual(first.map(\.lessonPath), ["a.md"])
        XCTAssertEqual(first.map(\.opensList), [true])
        XCTAssertEqual(second.map(\.lessonPath), ["b.md"])
        XCTAssertEqual(second.map(\.opensList), [false])
        XCTAssertEqual(second.first?.tests.map(\.name), ["test_2", "test_3"])
        XCTAssertEqual(second.first?.url, "/b.html")
        XCTAssertEqual(second.first?.untracedCount, 3)
    }

    // MARK: - Helpers

    private func makeSUT() -> ReportsPresenter {
        let course = Course.assemble(lessons: [makeSummary("a.md"), makeSummary("b.md"), makeSummary("c.md")])
        let site = SiteModel(courseTitle: course.title, baseURL: "/")
        return ReportsPresenter(site: site, sidebar: SidebarPresenter(course: course, site: site).sidebar(current: nil), course: course)
    }

    private func makeReport(untraced: [(lesson: String, name: String)]) -> TraceabilityReport {
        TraceabilityReport(tables: [], untraced: untraced.enumerated().map { index, test in
            TestDefinition(name: test.name, location: .lesson(lessonPath(test.lesson), line: index + 1))
        })
    }
}

import CourseCodeCore
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

    func test_traceabilityFooter_withSteps_listsEachInCourseOrderWithItsAnchorBlockAndVerdict() {
        let missing = CodeProblem(kind: .typeNotInCourse(name: "Email"), file: nil, location: sourceLine("b.md", 12), message: "usa Email, que ninguna lección declara")
        let sut = makeSUT(steps: [
            StepVerdict(block: CourseCode.BlockKey(lesson: lessonPath("b.md"), index: 0), line: 10, step: TDDStep(kind: .red), outcome: .compileError, problems: [missing]),
            StepVerdict(block: CourseCode.BlockKey(lesson: lessonPath("b.md"), index: 1), line: 20, step: TDDStep(kind: .green), outcome: .fail),
        ])

        let footer = sut.traceabilityFooter(for: makeReport(untraced: []))

        XCTAssertTrue(footer.hasSteps)
        XCTAssertEqual(footer.steps.map(\.id), ["paso-1", "paso-2"])
        XCTAssertEqual(footer.steps.map(\.place.text), ["b.md:10", "b.md:20"])
        XCTAssertEqual(footer.steps.map(\.place.url), ["/b.html#codigo-1", "/b.html#codigo-2"])
        XCTAssertEqual(footer.steps.map(\.kind), ["rojo", "verde"])
        XCTAssertEqual(footer.steps.map(\.outcome), ["no compila", "falla"])
        XCTAssertEqual(footer.steps.map(\.isAsTheLessonSays), [true, false])
        XCTAssertEqual(footer.steps.first?.note, "usa Email, que ninguna lección declara")
    }

    func test_traceabilityFooter_withoutSteps_listsNone() {
        let footer = makeSUT().traceabilityFooter(for: makeReport(untraced: []))

        XCTAssertFalse(footer.hasSteps)
        XCTAssertEqual(footer.steps, [])
    }

    // MARK: - Helpers

    private func makeSUT(steps: [StepVerdict] = []) -> ReportsPresenter {
        let course = Course.assemble(lessons: [makeSummary("a.md"), makeSummary("b.md"), makeSummary("c.md")])
        let site = SiteModel(courseTitle: course.title, baseURL: "/")
        return ReportsPresenter(site: site, sidebar: SidebarPresenter(course: course, site: site).sidebar(current: nil), course: course, steps: steps)
    }

    private func makeReport(untraced: [(lesson: String, name: String)]) -> TraceabilityReport {
        TraceabilityReport(tables: [], untraced: untraced.enumerated().map { index, test in
            TestDefinition(name: test.name, location: .lesson(lessonPath(test.lesson), line: index + 1))
        })
    }
}

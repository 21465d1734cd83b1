import LessonsCore
import TestSupport
import XCTest

final class UntracedTestsTests: XCTestCase {
    func test_init_testsOfSeveralLessons_areReadBackInTheirOrder() {
        let definitions = makeDefinitions([("a.md", "test_1"), ("a.md", "test_ñandú"), ("b.md", "test_3"), ("c.md", "test_4"), ("c.md", "test_5"), ("c.md", "test_6")])

        let sut = UntracedTests(definitions)

        XCTAssertEqual(Array(sut), definitions)
        XCTAssertEqual(sut.count, 6)
        XCTAssertEqual(sut[3], definitions[3], "the first test of a lesson after others")
        XCTAssertEqual(sut[5], definitions[5])
    }

    func test_byLesson_testsOfSeveralLessons_isWhereEachLessonsTestsLie() {
        let sut = UntracedTests(makeDefinitions([("a.md", "test_1"), ("a.md", "test_2"), ("b.md", "test_3"), ("c.md", "test_4")]))

        let byLesson = sut.byLesson

        XCTAssertEqual(byLesson.map(\.lesson.value), ["a.md", "b.md", "c.md"])
        XCTAssertEqual(byLesson.map(\.positions), [0..<2, 2..<3, 3..<4])
    }

    func test_init_noTests_isEmpty() {
        let sut = UntracedTests([])

        XCTAssertTrue(sut.isEmpty)
        XCTAssertEqual(sut.byLesson.count, 0)
    }

    func test_equality_sameTestsAtOtherLines_differ() {
        let one = UntracedTests(makeDefinitions([("a.md", "test_1")]))
        let moved = UntracedTests([TestDefinition(name: "test_1", location: .lesson(lessonPath("a.md"), line: 99))])

        XCTAssertNotEqual(one, moved)
        XCTAssertEqual(one, UntracedTests(makeDefinitions([("a.md", "test_1")])))
    }

    // MARK: - Helpers

    private func makeDefinitions(_ tests: [(lesson: String, name: String)]) -> [TestDefinition] {
        tests.enumerated().map { index, test in
            TestDefinition(name: test.name, location: .lesson(lessonPath(test.lesson), line: 10 * index + 1))
        }
    }
}

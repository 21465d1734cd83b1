import LessonsCore
import TestSupport
import XCTest

final class LessonTests: XCTestCase {
    func test_testDefinitions_givenAtInit_areTheSameInTheirOrder() {
        let path = lessonPath("login/01.md")
        let definitions = ["test_a", "test_b", "test_a", "test_ñandú_éxito", "x"].enumerated().map { index, name in
            TestDefinition(name: name, location: .lesson(path, line: 10 * index + 3))
        }

        let sut = Lesson(summary: makeSummary(path.value), testDefinitions: definitions)

        XCTAssertEqual(sut.testDefinitions, definitions)
    }

    func test_equality_lessonsDefiningDifferentTests_differ() {
        let path = lessonPath("login/01.md")
        let one = Lesson(summary: makeSummary(path.value), testDefinitions: [TestDefinition(name: "test_ab", location: .lesson(path, line: 3))])
        let other = Lesson(summary: makeSummary(path.value), testDefinitions: [TestDefinition(name: "test_a", location: .lesson(path, line: 3))])
        let moved = Lesson(summary: makeSummary(path.value), testDefinitions: [TestDefinition(name: "test_ab", location: .lesson(path, line: 4))])

        XCTAssertNotEqual(one, other)
        XCTAssertNotEqual(one, moved)
        XCTAssertEqual(one, Lesson(summary: makeSummary(path.value), testDefinitions: one.testDefinitions))
    }
}

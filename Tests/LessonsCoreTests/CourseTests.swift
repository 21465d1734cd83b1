import LessonsCore
import TestSupport
import XCTest

final class CourseTests: XCTestCase {
    func test_assemble_ordersByFolderThenOrderThenNaturalFileName() {
        let lessons = [
            makeLesson("b/10-z.md"),
            makeLesson("b/2-y.md"),
            makeLesson("b/x.md", order: 1),
            makeLesson("a/1.md"),
            makeLesson("intro.md"),
        ]

        let course = Course.assemble(lessons: lessons)

        XCTAssertEqual(course.lessons.map(\.path.value), ["intro.md", "a/1.md", "b/x.md", "b/2-y.md", "b/10-z.md"])
    }

    func test_assemble_sectionWithIndex_takesItsTitleAndPutsItFirst() {
        let lessons = [makeLesson("login/01-domain.md"), makeLesson("login/index.md", title: "Feature Login")]

        let section = Course.assemble(lessons: lessons).sections.first

        XCTAssertEqual(section?.title, "Feature Login")
        XCTAssertEqual(section?.lessons.map(\.path.value), ["login/index.md", "login/01-domain.md"])
    }

    func test_assemble_sectionWithoutIndex_makesFolderNameReadable() {
        let course = Course.assemble(lessons: [makeLesson("02-catalog/01.md")])

        XCTAssertEqual(course.sections.map(\.title), ["Catalog"])
    }

    func test_assemble_rootIndex_becomesHomeAndGivesCourseTitle() {
        let home = makeLesson("index.md", title: "Mi curso")

        let course = Course.assemble(lessons: [home, makeLesson("a/1.md")])

        XCTAssertEqual(course.home, home)
        XCTAssertEqual(course.title, "Mi curso")
        XCTAssertFalse(course.lessons.contains(home))
    }

    func test_assemble_withExplicitTitle_winsOverHomeTitle() {
        let course = Course.assemble(lessons: [makeLesson("index.md", title: "Del índice")], title: "Elegido")

        XCTAssertEqual(course.title, "Elegido")
    }
}

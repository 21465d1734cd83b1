import LessonsCore
import TestSupport
import XCTest

final class CourseTests: XCTestCase {
    func test_assemble_ordersByFolderThenOrderThenNaturalFileName() {
        let lessons = [
            makeSummary("b/10-z.md"),
            makeSummary("b/2-y.md"),
            makeSummary("b/x.md", order: 1),
            makeSummary("a/1.md"),
            makeSummary("intro.md"),
        ]

        let course = Course.assemble(lessons: lessons)

        XCTAssertEqual(course.lessons.map(\.path.value), ["intro.md", "a/1.md", "b/x.md", "b/2-y.md", "b/10-z.md"])
    }

    func test_assemble_sectionWithIndex_takesItsTitleAndPutsItFirst() {
        let lessons = [makeSummary("login/01-domain.md"), makeSummary("login/index.md", title: "Feature Login")]

        let section = Course.assemble(lessons: lessons).sections.first

        XCTAssertEqual(section?.title, "Feature Login")
        XCTAssertEqual(section?.lessons.map(\.path.value), ["login/index.md", "login/01-domain.md"])
    }

    func test_assemble_sectionWithoutIndex_makesFolderNameReadable() {
        let course = Course.assemble(lessons: [makeSummary("02-catalog/01.md")])

        XCTAssertEqual(course.sections.map(\.title), ["Catalog"])
    }

    func test_assemble_sectionWithoutIndex_takesTheTitleItsFirstLessonNamingOneGives() {
        let lessons = [makeSummary("03-catalogo/01.md"), makeSummary("03-catalogo/02.md", section: "Catálogo"), makeSummary("03-catalogo/03.md", section: "Otro")]

        let course = Course.assemble(lessons: lessons)

        XCTAssertEqual(course.sections.map(\.title), ["Catálogo"])
    }

    func test_assemble_sectionWithIndex_keepsTheIndexTitleOverALessonsSection() {
        let lessons = [makeSummary("login/index.md", title: "Feature Login"), makeSummary("login/01.md", section: "Otro")]

        let course = Course.assemble(lessons: lessons)

        XCTAssertEqual(course.sections.map(\.title), ["Feature Login"])
    }

    func test_assemble_rootIndex_becomesHomeAndGivesCourseTitle() {
        let home = makeSummary("index.md", title: "Mi curso")

        let course = Course.assemble(lessons: [home, makeSummary("a/1.md")])

        XCTAssertEqual(course.home, home)
        XCTAssertEqual(course.title, "Mi curso")
        XCTAssertFalse(course.lessons.contains(home))
    }

    func test_assemble_withExplicitTitle_winsOverHomeTitle() {
        let course = Course.assemble(lessons: [makeSummary("index.md", title: "Del índice")], title: "Elegido")

        XCTAssertEqual(course.title, "Elegido")
    }
}

import LessonsCore
import XCTest

final class LessonHeadingsTests: XCTestCase {
    func test_init_headings_areReadBackAsGiven() {
        let headings = [
            Heading(level: 1, text: "Email", id: "email", line: 1),
            Heading(level: 2, text: "Validación del «email» con ñ", id: "validación-del-email-con-ñ", line: 12),
            Heading(level: 3, text: "", id: "", line: 30),
            Heading(level: 2, text: "Tests", id: "tests-1", line: 41),
        ]

        let sut = LessonHeadings(headings)

        XCTAssertEqual(Array(sut), headings)
        XCTAssertEqual(sut.map(\.id), sut.indices.map(sut.id(at:)))
        XCTAssertEqual(sut.map(\.text), sut.indices.map(sut.text(at:)))
        XCTAssertEqual(sut.map(\.level), sut.indices.map(sut.level(at:)))
    }

    func test_section_lineAfterSeveralHeadings_isTheLastHeadingBelowTheTitleBeforeIt() {
        let sut = LessonHeadings([
            Heading(level: 1, text: "Título", id: "titulo", line: 1),
            Heading(level: 2, text: "Primera", id: "primera", line: 5),
            Heading(level: 3, text: "Detalle", id: "detalle", line: 9),
            Heading(level: 2, text: "Segunda", id: "segunda", line: 20),
        ])

        XCTAssertNil(sut.section(before: 3), "only the title is above")
        XCTAssertEqual(sut.section(before: 9), "Primera", "a heading on the line itself is not before it")
        XCTAssertEqual(sut.section(before: 15), "Detalle")
        XCTAssertEqual(sut.section(before: 100), "Segunda")
    }

    func test_equality_headingsDifferingInOneField_differ() {
        let heading = Heading(level: 2, text: "ab", id: "c", line: 4)
        let sut = LessonHeadings([heading])

        XCTAssertEqual(sut, LessonHeadings([heading]))
        XCTAssertNotEqual(sut, LessonHeadings([Heading(level: 2, text: "a", id: "bc", line: 4)]), "the same bytes split elsewhere")
        XCTAssertNotEqual(sut, LessonHeadings([Heading(level: 3, text: "ab", id: "c", line: 4)]))
        XCTAssertNotEqual(sut, LessonHeadings([Heading(level: 2, text: "ab", id: "c", line: 5)]))
    }
}

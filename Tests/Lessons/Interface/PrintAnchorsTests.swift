import LessonsCore
import LessonsInterface
import TestSupport
import XCTest

final class PrintAnchorsTests: XCTestCase {
    func test_anchor_ofALesson_isItsPathWithoutExtension() {
        let sut = PrintAnchors(lessons: [lessonPath("login/01-domain.md"), lessonPath("index.md")])

        XCTAssertEqual(sut.anchor(for: lessonPath("login/01-domain.md")), "login/01-domain")
        XCTAssertEqual(sut.anchor(for: lessonPath("index.md")), "index")
    }

    func test_anchor_withCharactersAnIDWouldEscape_hasAHyphenForEachRunOfThem() {
        let sut = PrintAnchors(lessons: [lessonPath("mi lección (1) \"a\"%20b.md")])

        XCTAssertEqual(sut.anchor(for: lessonPath("mi lección (1) \"a\"%20b.md")), "mi-lección-1-a-20b")
    }

    func test_anchor_asciiPathWithCharactersAnIDWouldEscape_hasAHyphenForEachRunOfThem() {
        let path = "01 Intro (v2)/Mi-Leccion_1 \"a\"%20b.c~.md"
        let sut = PrintAnchors(lessons: [lessonPath(path)])

        XCTAssertEqual(sut.anchor(for: lessonPath(path)), "01-Intro-v2-/Mi-Leccion_1-a-20b.c")
    }

    func test_anchor_pathWithNothingAnIDKeeps_isLeccion() {
        let sut = PrintAnchors(lessons: [lessonPath("().md"), lessonPath("¿¡.md")])

        XCTAssertEqual(Set(["().md", "¿¡.md"].compactMap { sut.anchor(for: lessonPath($0)) }), ["leccion", "leccion-2"])
    }

    func test_anchor_ofAnyLesson_neverHoldsTheSeparatorBetweenALessonAndItsIDs() {
        let sut = PrintAnchors(lessons: [lessonPath("a--b.md"), lessonPath("c-.md")])

        XCTAssertEqual(sut.anchor(for: lessonPath("a--b.md")), "a-b")
        XCTAssertEqual(sut.anchor(for: lessonPath("c-.md")), "c")
    }

    func test_anchor_lessonsThatWouldShareOne_getNumberedAnchors() {
        let sut = PrintAnchors(lessons: [lessonPath("a b.md"), lessonPath("a-b.md"), lessonPath("a_b.md")])

        let anchors = ["a b.md", "a-b.md"].compactMap { sut.anchor(for: lessonPath($0)) }
        XCTAssertEqual(Set(anchors), ["a-b", "a-b-2"])
        XCTAssertEqual(sut.anchor(for: lessonPath("a_b.md")), "a_b")
    }

    func test_anchor_lessonNamedLikeAnIDOfThePrintPage_isNumbered() {
        let sut = PrintAnchors(lessons: [lessonPath("indice.md")])

        XCTAssertEqual(sut.anchor(for: lessonPath("indice.md")), "indice-2")
    }

    func test_anchor_lessonsListedInAnotherOrder_getTheSameAnchors() {
        let lessons = [lessonPath("x y.md"), lessonPath("x-y.md"), lessonPath("b/x y.md"), lessonPath("b/x-y.md")]

        let sut = PrintAnchors(lessons: lessons)

        XCTAssertEqual(sut, PrintAnchors(lessons: lessons.reversed()))
    }

    func test_anchor_ofALessonOfNoCourse_isNil() {
        let sut = PrintAnchors(lessons: [lessonPath("a.md")])

        XCTAssertNil(sut.anchor(for: lessonPath("b.md")))
    }

    func test_id_ofAHeadingOfALesson_isTheLessonsAnchorTheSeparatorAndTheHeadingsID() {
        let sut = PrintAnchors(lessons: [lessonPath("login/01.md")])

        XCTAssertEqual(sut.id("por-qué", in: lessonPath("login/01.md")), "login/01--por-qué")
    }
}

import LessonsCore
import XCTest

final class HeadingSluggerTests: XCTestCase {
    func test_slug_withAccentsAndCodeSpanText_keepsLettersAndDropsPunctuation() {
        var sut = HeadingSlugger()

        let id = sut.slug(for: "¿Por qué throws en vez de init? (init failable)?")

        XCTAssertEqual(id, "por-qué-throws-en-vez-de-init-init-failable")
    }

    func test_slug_withDroppedDashBetweenSpaces_keepsOneHyphenPerSpace() {
        var sut = HeadingSlugger()

        let id = sut.slug(for: "Diagrama: String vs Value Object — por qué importa")

        XCTAssertEqual(id, "diagrama-string-vs-value-object--por-qué-importa")
    }

    func test_slug_withRepeatedText_numbersTheRepeats() {
        var sut = HeadingSlugger()

        let ids = ["Tests", "Tests", "Tests"].map { sut.slug(for: $0) }

        XCTAssertEqual(ids, ["tests", "tests-1", "tests-2"])
    }

    func test_slug_whenARepeatWouldTakeAnExistingId_skipsIt() {
        var sut = HeadingSlugger()

        let ids = ["Intro", "Intro 1", "Intro"].map { sut.slug(for: $0) }

        XCTAssertEqual(ids, ["intro", "intro-1", "intro-2"])
    }

    func test_slug_withUnderscoresDigitsAndSymbols_keepsUnderscoresAndDigits() {
        var sut = HeadingSlugger()

        let id = sut.slug(for: "test_login_2 → éxito & ñandú!")

        XCTAssertEqual(id, "test_login_2--éxito--ñandú")
    }

    func test_slug_withUpperCaseAccentedLetters_lowerCasesThem() {
        var sut = HeadingSlugger()

        let id = sut.slug(for: "ÉXITO Ñandú ÇA")

        XCTAssertEqual(id, "éxito-ñandú-ça")
    }
}

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

    func test_slug_withLatin1LettersSymbolsAndSpaces_keepsLettersAndNumbersAsGitHubDoes() {
        var sut = HeadingSlugger()

        // ¿ ¡ × ÷ go (punctuation, symbols); µ ª º ß ¼ stay (letters, a number); a no-break space and a soft hyphen go.
        let id = sut.slug(for: "¿Qué es Ñandú? ¡Sí! 2×3÷µ ªº ß ¼ À\u{A0}x\u{AD}y\u{80}")

        XCTAssertEqual(id, "qué-es-ñandú-sí-23µ-ªº-ß-¼-àxy")
    }

    func test_slug_withLettersBeyondLatin1_lowerCasesThem() {
        var sut = HeadingSlugger()

        let id = sut.slug(for: "Ωmega Ĳssel Ελληνικά")

        XCTAssertEqual(id, "ωmega-ĳssel-ελληνικά")
    }

    func test_slug_sameWordsSpelledComposedAndDecomposed_areDifferentIdsEachSpelledAsWritten() {
        // github-slugger compares JavaScript strings, code unit by code unit: "é" and "e\u{301}"
        // are two slugs, and a link copied from GitHub has the spelling the heading had.
        var sut = HeadingSlugger()

        let ids = ["Éxito", "E\u{301}xito", "Éxito"].map { sut.slug(for: $0) }

        XCTAssertEqual(ids.map { Array($0.utf8) }, [Array("éxito".utf8), Array("e\u{301}xito".utf8), Array("éxito-1".utf8)])
    }
}

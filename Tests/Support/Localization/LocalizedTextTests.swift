@testable import Localization
import XCTest

final class LocalizedTextTests: XCTestCase {
    func test_init_withInterpolations_keepsSpanishWithPlaceholdersAsKey() {
        let path = "Content/a.md"

        let text: LocalizedText = "no se puede leer '\(path)' (\(3) veces)"

        XCTAssertEqual(text.key, "no se puede leer '%@' (%@ veces)")
        XCTAssertEqual(text.description, "no se puede leer 'Content/a.md' (3 veces)")
    }

    func test_rendered_withTranslation_putsValuesIntoTheTranslation() {
        let text: LocalizedText = "falta '\("a.md")'"

        let rendered = text.rendered(with: ["falta '%@'": "'%@' is missing"])

        XCTAssertEqual(rendered, "'a.md' is missing")
    }

    func test_rendered_withoutTranslation_fallsBackToSpanish() {
        let text: LocalizedText = "falta '\("a.md")'"

        XCTAssertEqual(text.rendered(with: [:]), "falta 'a.md'")
    }

    func test_rendered_nestedText_isTranslatedAndVerbatimValueIsNot() {
        let reason: LocalizedText = "está vacío"
        let text: LocalizedText = "'\("está vacío")': \(reason)"
        let table = ["'%@': %@": "'%@': %@", "está vacío": "is empty"]

        XCTAssertEqual(text.rendered(with: table), "'está vacío': is empty")
    }

    func test_rendered_positionalPlaceholders_reorderTheValues() {
        let text: LocalizedText = "de \("a") a \("b")"

        XCTAssertEqual(text.rendered(with: ["de %@ a %@": "to %2$@ from %1$@"]), "to b from a")
    }

    func test_key_percentSignInLiteral_isDoubledAndShownOnce() {
        let text: LocalizedText = "\(40)% de CPU"

        XCTAssertEqual(text.key, "%@%% de CPU")
        XCTAssertEqual(text.description, "40% de CPU")
        XCTAssertEqual(text.rendered(with: ["%@%% de CPU": "%@%% of the CPU"]), "40% of the CPU")
    }

    func test_rendered_valueThatLooksLikePlaceholder_isShownAsIs() {
        let text: LocalizedText = "archivo \("%@ %1$@ %%")"

        XCTAssertEqual(text.rendered(with: ["archivo %@": "file %@"]), "file %@ %1$@ %%")
    }

    func test_interpolation_ofConvertibleValue_isTranslated() {
        let text: LocalizedText = "precio: \(Problem())"

        XCTAssertEqual(text.rendered(with: ["precio: %@": "price: %@", "es negativo": "is negative"]), "price: is negative")
    }

    func test_rendered_formatWithOtherPercentSigns_showsThemAsTheyAre() {
        let text: LocalizedText = "\("a") y \("b")"

        XCTAssertEqual(text.rendered(with: ["%@ y %@": "%d %@ %+2$@ %3$@ %"]), "%d a %+2$@  %")
    }

    func test_rendered_errorOfUnknownType_isShownByItsOwnMessage() {
        let error: any Error = Problem()
        let text: LocalizedText = "falló: \(error)"

        XCTAssertEqual(text.rendered(with: ["falló: %@": "failed: %@", "es negativo": "is negative"]), "failed: is negative")
    }

    func test_verbatim_withATranslatableText_isNeverTranslated() {
        let text = LocalizedText(verbatim: "es negativo")

        XCTAssertEqual(text.rendered(with: ["es negativo": "is negative"]), "es negativo")
    }

    func test_equality_textsThatReadTheSame_areEqual() {
        let text: LocalizedText = "\(3) avisos"

        XCTAssertEqual(text, "3 avisos")
        XCTAssertNotEqual(text, "4 avisos")
    }

    func test_joined_partsAndSeparator_translatesEachPart() {
        let text = LocalizedText.joined(["1 página", "2 avisos"], separator: ", ")

        XCTAssertEqual(text.rendered(with: ["1 página": "1 page", "2 avisos": "2 warnings"]), "1 page, 2 warnings")
    }

    func test_codable_roundTrip_keepsWhatIsTranslated() throws {
        let reason: LocalizedText = "está vacío"
        let text: LocalizedText = "\(reason) en \("a.md")"

        let decoded = try JSONDecoder().decode(LocalizedText.self, from: JSONEncoder().encode(text))

        XCTAssertEqual(decoded.key, text.key)
        XCTAssertEqual(decoded.rendered(with: ["%@ en %@": "%@ in %@", "está vacío": "is empty"]), "is empty in a.md")
    }

    // MARK: - Helpers

    private struct Problem: Error, LocalizedTextConvertible {
        var localizedText: LocalizedText { "es negativo" }
    }
}

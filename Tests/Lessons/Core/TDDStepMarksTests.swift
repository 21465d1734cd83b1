import LessonsCore
import XCTest

/// How a lesson marks its TDD steps: labels, info-string attributes, and the prose after a red block.
final class TDDStepMarksTests: XCTestCase {
    func test_kindOfLabel_spanishAndEnglishWithOrWithoutColon_isTheirKind() {
        let labels = ["Red:": TDDStep.Kind.red, "Rojo": .red, "green:": .green, "Verde:": .green, "Refactor:": .refactor, "REFACTOR": .refactor]

        for (label, kind) in labels {
            XCTAssertEqual(TDDStepMarks.kind(ofLabel: label), kind, label)
        }
    }

    func test_kindOfLabel_otherBoldWords_areNoLabel() {
        for bold in ["Nota:", "Redundante", "Red team:", ""] {
            XCTAssertNil(TDDStepMarks.kind(ofLabel: bold), bold)
        }
    }

    func test_kindOfLabel_refactorizacionDecomposedInCapitals_isRefactor() {
        XCTAssertEqual(TDDStepMarks.kind(ofLabel: "REFACTORIZACIO\u{301}N:"), .refactor)
        XCTAssertEqual(TDDStepMarks.kind(ofLabel: "Refactorizacio\u{301}n ."), .refactor)
    }

    func test_attributes_stepAndExpectAnywhereInTheInfoString_areRead() {
        let attributes = TDDStepMarks.attributes(in: "swift file=Login/Email.swift step=red expect=compile-error")

        XCTAssertEqual(attributes.kind, .red)
        XCTAssertEqual(attributes.expectation, .compileError)
    }

    func test_attributes_unknownValues_sayNothing() {
        let attributes = TDDStepMarks.attributes(in: "swift step=blue expect=maybe")

        XCTAssertNil(attributes.kind)
        XCTAssertNil(attributes.expectation)
    }

    func test_expectationStatedIn_theLessonsWords_areWhatTheySay() {
        let prose: [String: TDDStep.Expectation] = [
            "Falla.": .fail,
            "Falla: no compila, porque `Email` no existe.": .compileError,
            "El test no compila todavía.": .compileError,
            "This test doesn't compile yet.": .compileError,
            "It fails with an assertion.": .fail,
            "Este test pasa sin cambios: la validación ya lo cubre.": .pass,
            "The new test passes already.": .pass,
            "El test no pasa todavía.": .fail,
            "It doesn’t pass yet.": .fail,
            "Este test no falla: ya lo cubría la validación.": .pass,
            // In capitals, between other punctuation, after accents: still words.
            "¡FALLA!": .fail,
            "El test NO COMPILA: falta `Email`.": .compileError,
            "It doesn’t fail.": .pass,
            "«Pasan» los dos.": .pass,
            "No pasa, aún.": .fail,
        ]

        for (text, expectation) in prose {
            XCTAssertEqual(TDDStepMarks.expectation(statedIn: text), expectation, text)
        }
    }

    func test_expectationStatedIn_wordsInsideOtherWords_sayNothing() {
        for text in ["Lo que ha pasado antes.", "A failure of nerve.", "Compilación lenta.", "Pasó el paso: FALLAR es parte del ciclo.", ""] {
            XCTAssertNil(TDDStepMarks.expectation(statedIn: text), text)
        }
    }

    func test_steps_labelCoversTheBlocksAfterItUpToTheNextLabelOrHeading() {
        let steps = TDDStepMarks.steps(
            of: [("swift", 3, nil), ("swift", 6, nil), ("swift", 9, nil), ("swift", 14, nil), ("swift", 20, nil)],
            labels: [("Red:", 1), ("Green:", 8)],
            headingLines: [12]
        )

        XCTAssertEqual(steps.map(\.kind), [.red, .red, .green, .plain, .plain])
    }

    func test_steps_attributeOverridesTheLabel() {
        let steps = TDDStepMarks.steps(of: [("swift step=refactor", 3, nil), ("swift step=red expect=pass", 5, "falla")], labels: [("Green:", 1)], headingLines: [])

        XCTAssertEqual(steps, [TDDStep(kind: .refactor), TDDStep(kind: .red, expectation: .pass)])
    }

    func test_steps_proseAfterABlock_isTheExpectationOfARedStepOnly() {
        let steps = TDDStepMarks.steps(of: [("swift", 3, "No compila."), ("swift", 9, "Ahora pasa."), ("swift", 15, nil)], labels: [("Red:", 1), ("Green:", 7), ("Red:", 13)], headingLines: [])

        XCTAssertEqual(steps, [TDDStep(kind: .red, expectation: .compileError), TDDStep(kind: .green), TDDStep(kind: .red)])
    }

    func test_steps_labelBelowTheBlock_coversItNot() {
        let steps = TDDStepMarks.steps(of: [("swift", 3, nil)], labels: [("Red:", 5)], headingLines: [])

        XCTAssertEqual(steps, [.plain])
    }
}

import LessonsCore
import XCTest

final class MarkdownLimitsTests: XCTestCase {
    func test_violation_ordinaryLessonWithTablesCodeAndLinks_isNone() {
        let sut = MarkdownLimits()
        let lesson = """
            # Lección

            | Escenario | Test |
            |---|:---:|
            | Uno | `test_a` |
            | Dos | `test_b` |

            Ver [otra](02.md) y [más](03.md#x).

            ```swift
            let tabla = "| a | b |\\n|---|---|"
            ```
            """

        XCTAssertNil(sut.violation(in: lesson))
    }

    func test_violation_tableWhoseRowsArePaddedToAWideHeader_isTheTablesLine() {
        let sut = MarkdownLimits(cellsPerTable: 1_000)
        let width = 100
        let bomb = "# Q\n\n|" + String(repeating: "x|", count: width) + "\n|" + String(repeating: "-|", count: width) + "\n" + String(repeating: "a\n", count: 20)

        let violation = sut.violation(in: bomb)

        XCTAssertEqual(violation?.line, 3)
        XCTAssertTrue(violation?.reason.description.contains("1000 celdas") == true, violation?.reason.description ?? "")
    }

    func test_violation_theIssuesReproducer_isRefusedAtOnce() {
        let width = 5_000
        let bomb = "# Q\n\n|" + String(repeating: "x|", count: width) + "\n|" + String(repeating: "-|", count: width) + "\n" + String(repeating: "a\n", count: width)
        let started = ContinuousClock.now

        let violation = MarkdownLimits().violation(in: bomb)

        XCTAssertEqual(violation?.line, 3)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_violation_tooManyColumns_isTheTablesLine() {
        let sut = MarkdownLimits(columnsPerTable: 10)
        let table = "Texto\n\n> |" + String(repeating: "x|", count: 11) + "\n> |" + String(repeating: "-|", count: 11) + "\n"

        XCTAssertEqual(sut.violation(in: table)?.line, 3)
    }

    func test_violation_manyTablesEachWithinTheirLimitButNotTogether_isTheTableThatPassesIt() {
        let sut = MarkdownLimits(cellsPerTable: 100, cellsPerLesson: 150)
        let table = "| a | b |\n|---|---|\n" + String(repeating: "| 1 | 2 |\n", count: 30) + "\n"

        let violation = sut.violation(in: table + table + table)

        XCTAssertEqual(violation?.line, 67)
    }

    func test_violation_manyBracketsInOneParagraph_isTheParagraphsLine() {
        let sut = MarkdownLimits(bracketsPerBlock: 100)

        let violation = sut.violation(in: "Uno\n\n" + String(repeating: "![[]()", count: 60))

        XCTAssertEqual(violation?.line, 3)
    }

    func test_violation_bracketsAtEitherEndOfTheParagraphsLines_areCountedExactly() {
        let sut = MarkdownLimits(bracketsPerBlock: 100)
        // 4 lines of 25 brackets each: one at the start, one at the end of every line.
        let line = "[" + String(repeating: "a[", count: 23) + " [\r"
        let paragraph = "Título\n\n" + Array(repeating: line, count: 4).joined(separator: "\n")

        XCTAssertNil(sut.violation(in: paragraph))
        XCTAssertEqual(sut.violation(in: paragraph + "\n  |[")?.line, 3)
    }

    func test_violation_bracketsSpreadOverParagraphsOrInsideCode_areNone() {
        let sut = MarkdownLimits(bracketsPerBlock: 100)
        let paragraphs = Array(repeating: String(repeating: "[a](b) ", count: 50), count: 10).joined(separator: "\n\n")
        let code = "```swift\n" + String(repeating: "let a = [[1], [2]]\n", count: 100) + "```\n"

        XCTAssertNil(sut.violation(in: paragraphs + "\n\n" + code))
    }

    func test_violation_tableInsideAFencedCodeBlock_isNoTable() {
        let sut = MarkdownLimits(cellsPerTable: 10)
        let code = "~~~\n|" + String(repeating: "x|", count: 50) + "\n|" + String(repeating: "-|", count: 50) + "\n~~~\n"

        XCTAssertNil(sut.violation(in: code))
    }

    // MARK: - Nesting and inline marks

    func test_violation_theIssuesReproducers_areRefusedAtOnceAtTheirLine() {
        let deepQuotes = String(repeating: ">", count: 40_000) + String(repeating: "a*", count: 40_000)
        let deepLists = String(repeating: "- ", count: 20_000) + String(repeating: "a*", count: 20_000)
        let started = ContinuousClock.now

        let violations = [deepQuotes, deepLists].map { MarkdownLimits().violation(in: "# Q\n\n" + $0) }

        XCTAssertEqual(violations.map { $0?.line }, [3, 3])
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_violation_quotesAndListsDeeperThanTheBound_isTheLineThatGoesDeeper() {
        let sut = MarkdownLimits(nestingDepth: 9)
        // Six markers and six columns between them (6 + 6 / 2), then eighteen columns (18 / 2).
        let within = "> > - > 1. * texto\n\n" + String(repeating: " ", count: 18) + "sangrado\n"

        XCTAssertNil(sut.violation(in: within))
        XCTAssertEqual(sut.violation(in: within + "\n> > - > 1. * - texto")?.line, 5)
        XCTAssertEqual(sut.violation(in: within + "\n" + String(repeating: " ", count: 20) + "sangrado")?.line, 5)
        XCTAssertEqual(sut.violation(in: within + "\n\t\t\t\t\t- b")?.line, 5)
    }

    func test_violation_manyMarksInOneParagraph_isTheParagraphsLine() {
        let sut = MarkdownLimits(marksPerParagraph: 1_000)
        let lines = Array(repeating: String(repeating: "a*b_c`d~e ", count: 50), count: 6).joined(separator: "\n")

        XCTAssertEqual(sut.violation(in: "Título\n\n" + lines)?.line, 3)
    }

    func test_violation_manyAtSignsInOneParagraph_isTheParagraphsLine() {
        let sut = MarkdownLimits(atSignsPerParagraph: 100)

        XCTAssertEqual(sut.violation(in: "Uno\n\n" + String(repeating: "a@", count: 101))?.line, 3)
    }

    func test_violation_marksSpreadOverParagraphsListItemsAndTableRows_areNone() {
        let sut = MarkdownLimits(marksPerParagraph: 1_000, atSignsPerParagraph: 100)
        let paragraph = String(repeating: "**a** _b_ `c` [d](e) ", count: 20)
        let paragraphs = Array(repeating: paragraph, count: 10).joined(separator: "\n\n")
        let items = Array(repeating: "- " + paragraph, count: 10).joined(separator: "\n")
        let rows = "| a | b |\n|---|---|\n" + String(repeating: "| \(paragraph) | x@y |\n", count: 200)

        XCTAssertNil(sut.violation(in: [paragraphs, items, rows].joined(separator: "\n\n")))
    }

    func test_violation_ordinaryLessonWithEmphasisNestedQuotesAndABigTable_isNone() {
        let emphasis = String(repeating: "Un **paso** con _cursiva_, `código`, [enlace](02.md) y ~~tachado~~: www.swift.org o yo@ejemplo.com. ", count: 40)
        let quotes = "> Cita\n> > dentro\n> > > y más\n> > > - con lista\n> > >   1. y numerada *aquí*\n"
        let table = "| Escenario | Test |\n|---|---|\n" + String(repeating: "| *Uno* y **dos** | `test_a_b_c` [x](y) |\n", count: 2_000)
        let lesson = ["# Lección", emphasis, emphasis, quotes, table, "        let indented = code[0]"].joined(separator: "\n\n")

        XCTAssertNil(MarkdownLimits().violation(in: lesson))
    }
}

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
}

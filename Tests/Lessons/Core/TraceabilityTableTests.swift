import LessonsCore
import XCTest

final class TraceabilityTableTests: XCTestCase {
    func test_init_withScenarioAndTestColumns_readsEachRow() throws {
        let table = makeTable(["Escenario BDD", "Test XCTest", "Resultado"], rows: [
            [cell("Email válido"), cell("test_init_valid", codeSpans: ["test_init_valid"]), cell("Se crea")],
        ])

        let sut = try XCTUnwrap(TraceabilityTable(table))

        XCTAssertEqual(sut.rows.map(\.scenario), ["Email válido"])
        XCTAssertEqual(sut.rows.map(\.tests), [["test_init_valid"]])
        XCTAssertEqual(sut.rows.map(\.description), ["Se crea"])
        XCTAssertEqual(sut.rows.map(\.line), [3])
    }

    func test_init_headerVariants_inAnyCaseAndWithAccents_areRecognised() {
        for (scenario, test) in [("Escenario", "Test"), ("SCENARIO", "Tests"), ("escenario bdd", "TEST XCTest"), ("Éscenário", "Test")] {
            XCTAssertNotNil(TraceabilityTable(makeTable([scenario, test], rows: [])), "\(scenario) | \(test)")
        }
    }

    func test_init_otherTables_areNotTraceabilityTables() {
        XCTAssertNil(TraceabilityTable(makeTable(["Aspecto", "Login", "Catalog"], rows: [])))
        XCTAssertNil(TraceabilityTable(makeTable(["Escenario", "Resultado"], rows: [])))
        XCTAssertNil(TraceabilityTable(makeTable(["Testing", "Scenarios"], rows: [])))
    }

    func test_init_cellNamingSeveralTests_keepsEveryCodeSpanAndIgnoresPlainText() throws {
        let table = makeTable(["Scenario", "Tests"], rows: [
            [cell("Login"), cell("test_a y test_b, ver notas", codeSpans: ["test_a", " test_b "])],
            [cell("Sin test"), cell("pendiente")],
        ])

        let sut = try XCTUnwrap(TraceabilityTable(table))

        XCTAssertEqual(sut.rows.map(\.tests), [["test_a", "test_b"], []])
    }

    // MARK: - Helpers

    private func makeTable(_ header: [String], rows: [[MarkdownTable.Cell]]) -> MarkdownTable {
        MarkdownTable(
            header: MarkdownTable.Row(cells: header.map { cell($0) }, line: 1),
            rows: rows.enumerated().map { MarkdownTable.Row(cells: $1, line: $0 + 3) }
        )
    }

    private func cell(_ text: String, codeSpans: [String] = []) -> MarkdownTable.Cell {
        MarkdownTable.Cell(text: text, codeSpans: codeSpans)
    }
}

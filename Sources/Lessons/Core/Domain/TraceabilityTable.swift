import Foundation

/// A table that maps BDD scenarios to the XCTest tests that verify them, recognised by its header:
/// a column that names the scenario (`Escenario`, `Escenario BDD`, `Scenario`) and one that names
/// the test (`Test`, `Test XCTest`, `Tests`), in any case and with or without accents.
/// Other tables (a comparison `Aspecto | Login | Catalog`) are not traceability tables.
public struct TraceabilityTable: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let scenario: String
        /// The names in the test cell's code spans; a cell may name several.
        public let tests: [String]
        /// The other columns, joined.
        public let description: String
        public let line: Int
    }

    public let line: Int
    public let rows: [Row]

    public init?(_ table: MarkdownTable) {
        let headers = table.header.cells.map { Self.normalized($0.text) }
        guard let scenarioColumn = headers.firstIndex(where: { $0.hasPrefix("escenario") || $0.hasPrefix("scenario") }),
              let testColumn = headers.firstIndex(where: { $0 == "test" || $0 == "tests" || $0.hasPrefix("test ") || $0.hasPrefix("tests ") }),
              scenarioColumn != testColumn
        else { return nil }
        line = table.line
        rows = table.rows.map { row in
            let cells = row.cells
            func cell(_ index: Int) -> MarkdownTable.Cell { index < cells.count ? cells[index] : MarkdownTable.Cell(text: "") }
            let others = cells.indices.filter { $0 != scenarioColumn && $0 != testColumn }.map { cells[$0].text }
            return Row(
                scenario: cell(scenarioColumn).text,
                tests: cell(testColumn).codeSpans.map(\.trimmedOfSpaces).filter { !$0.isEmpty },
                description: others.filter { !$0.isEmpty }.joined(separator: " · "),
                line: row.line
            )
        }
    }

    /// Made once: building a `Locale` for every header cell showed up on large courses.
    private static let spanish = Locale(identifier: "es")

    private static func normalized(_ header: String) -> String {
        header.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: spanish)
            .trimmedOfSpaces
    }
}

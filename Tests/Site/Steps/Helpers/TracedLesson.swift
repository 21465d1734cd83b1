import LessonsCore
import TestSupport

/// A lesson whose traceability table has one scenario naming `tests` at `rowLine`, and whose
/// Swift blocks define `defining`.
func makeTracedLesson(_ path: String, rowLine: Int = 7, tests: [String], defining: [String] = []) -> Lesson {
    let table = MarkdownTable(
        header: MarkdownTable.Row(cells: [MarkdownTable.Cell(text: "Escenario"), MarkdownTable.Cell(text: "Test")], line: rowLine - 2),
        rows: [MarkdownTable.Row(cells: [
            MarkdownTable.Cell(text: "Email válido"),
            MarkdownTable.Cell(text: tests.joined(separator: " "), codeSpans: tests),
        ], line: rowLine)]
    )
    let definitions = defining.enumerated().map { index, name in
        TestDefinition(name: name, location: .lesson(lessonPath(path), line: rowLine + 10 + index))
    }
    return Lesson(summary: makeSummary(path), tables: [table], testDefinitions: definitions)
}

public import SiteCore

/// Checks the course's promise of traceability: every test a traceability table names must be
/// defined, in a lesson's Swift code or in a tests folder.
public struct TraceTestsUseCase: Sendable {
    public init() {}

    /// - Parameters:
    ///   - lessons: every lesson, read in full.
    ///   - testFolders: tests defined in the Swift files of the folders given with `--tests`.
    public func execute(lessons: [Lesson], testFolders: [TestDefinition]) -> TraceabilityReport {
        let tables = lessons.flatMap { lesson in
            lesson.tables.compactMap(TraceabilityTable.init).map { (lesson: lesson.path, table: $0) }
        }
        // Only the names the tables mention are looked up: a tenth of a course's tests, so the
        // others are never put in a dictionary (this runs beside the pages being written).
        var found: [String: (locations: [TestDefinition.Location], count: Int)] = [:]
        for (_, table) in tables {
            for row in table.rows {
                for name in row.tests { found[name] = ([], 0) }
            }
        }
        var untraced = UntracedTests()
        /// Counts the definition where a table mentions its name; false when none does.
        func recordIfMentioned(_ definition: TestDefinition) -> Bool {
            guard let entry = found.index(forKey: definition.name) else { return false }
            found.values[entry].count += 1
            if found.values[entry].locations.count < TraceabilityReport.listedLocations {
                found.values[entry].locations.append(definition.location)
            }
            return true
        }
        for lesson in lessons {
            var untracedHere: [(name: String, line: Int)] = []
            for definition in lesson.testDefinitions {
                let mentioned = recordIfMentioned(definition)
                if !mentioned, case let .lesson(_, line) = definition.location {
                    untracedHere.append((definition.name, line))
                }
            }
            // Made once the lesson's are known, so its buffers are no larger than they need.
            untraced.append(DefinedTests(untracedHere), of: lesson.path)
        }
        for definition in testFolders { _ = recordIfMentioned(definition) }
        let report = tables.map { lesson, table in
            TraceabilityReport.Table(lesson: lesson, line: table.line, rows: table.rows.map { row in
                TraceabilityReport.Row(
                    scenario: row.scenario,
                    description: row.description,
                    line: row.line,
                    tests: row.tests.map { name in
                        let found = found[name]
                        return TraceabilityReport.Test(name: name, locations: found?.locations ?? [], definitionCount: found?.count ?? 0)
                    }
                )
            })
        }
        return TraceabilityReport(tables: report, untraced: untraced)
    }

    /// A warning for each test a table names that is defined nowhere.
    public func diagnostics(for report: TraceabilityReport) -> [Diagnostic] {
        report.tables.flatMap { table in
            table.rows.flatMap { row in
                row.tests.filter { !$0.isFound }.map { test in
                    Diagnostic.warning(
                        .missingTest,
                        file: table.lesson.value,
                        line: row.line,
                        "el test '\(test.name)' del escenario «\(row.scenario)» no está definido en ningún bloque de Swift ni en las carpetas de tests"
                    )
                }
            }
        }
    }
}

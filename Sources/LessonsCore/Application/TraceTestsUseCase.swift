public import SiteCore

/// Checks the course's promise of traceability: every test a traceability table names must be
/// defined, in a lesson's Swift code or in a tests folder.
public struct TraceTestsUseCase: Sendable {
    public init() {}

    /// - Parameters:
    ///   - lessons: every lesson, read in full.
    ///   - testFolders: tests defined in the Swift files of the folders given with `--tests`.
    public func execute(lessons: [Lesson], testFolders: [TestDefinition]) -> TraceabilityReport {
        let lessonDefinitions = lessons.flatMap(\.testDefinitions)
        // Resolved once per name, so every row that names a test shares the same few locations.
        let byName = Dictionary(grouping: lessonDefinitions + testFolders, by: \.name).mapValues { definitions in
            (locations: Array(definitions.prefix(TraceabilityReport.listedLocations).map(\.location)), count: definitions.count)
        }
        var mentioned: Set<String> = []
        let tables = lessons.flatMap { lesson in
            lesson.tables.compactMap(TraceabilityTable.init).map { table in
                TraceabilityReport.Table(lesson: lesson.path, line: table.line, rows: table.rows.map { row in
                    mentioned.formUnion(row.tests)
                    return TraceabilityReport.Row(
                        scenario: row.scenario,
                        description: row.description,
                        line: row.line,
                        tests: row.tests.map { name in
                            let found = byName[name]
                            return TraceabilityReport.Test(name: name, locations: found?.locations ?? [], definitionCount: found?.count ?? 0)
                        }
                    )
                })
            }
        }
        let untraced = lessonDefinitions.filter { $0.name.hasPrefix("test") && !mentioned.contains($0.name) }
        return TraceabilityReport(tables: tables, untraced: untraced)
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
                        "el test '\(test.name)' del escenario «\(row.scenario)» no está definido en ningún bloque de Swift ni en --tests"
                    )
                }
            }
        }
    }
}

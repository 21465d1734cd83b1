public import LessonsCore

/// `reports/traceability.json`: the traceability report for tools (documented in the README).
public struct TraceabilityJSON: Encodable, Equatable, Sendable {
    public struct Totals: Encodable, Equatable, Sendable {
        let tables, scenarios, tests, found, missing: Int
    }

    public struct Location: Encodable, Equatable, Sendable {
        /// Set for a test defined in a lesson: its path in the content folder.
        let lesson: String?
        /// Set for a test defined in a tests folder.
        let file: String?
        let line: Int
    }

    public struct Test: Encodable, Equatable, Sendable {
        let name: String
        let found: Bool
        let locations: [Location]
    }

    public struct Row: Encodable, Equatable, Sendable {
        let scenario: String
        let description: String
        let line: Int
        let tests: [Test]
    }

    public struct Table: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
        let rows: [Row]
    }

    public struct Untraced: Encodable, Equatable, Sendable {
        let name: String
        let lesson: String
        let line: Int
    }

    let totals: Totals
    let tables: [Table]
    let untraced: [Untraced]

    public init(_ report: TraceabilityReport) {
        totals = Totals(
            tables: report.tables.count,
            scenarios: report.scenarioCount,
            tests: report.tests.count,
            found: report.foundCount,
            missing: report.missingCount
        )
        tables = report.tables.map { table in
            Table(lesson: table.lesson.value, line: table.line, rows: table.rows.map { row in
                Row(scenario: row.scenario, description: row.description, line: row.line, tests: row.tests.map { test in
                    Test(name: test.name, found: test.isFound, locations: test.locations.map(Self.location))
                })
            })
        }
        untraced = report.untraced.compactMap { definition in
            guard case let .lesson(path, line) = definition.location else { return nil }
            return Untraced(name: definition.name, lesson: path.value, line: line)
        }
    }

    private static func location(_ location: TestDefinition.Location) -> Location {
        switch location {
        case let .lesson(path, line): Location(lesson: path.value, file: nil, line: line)
        case let .file(file, line): Location(lesson: nil, file: file, line: line)
        }
    }
}

/// `reports/links.json`: the link report for tools (documented in the README).
public struct LinksJSON: Encodable, Equatable, Sendable {
    public struct Broken: Encodable, Equatable, Sendable {
        let source: String
        let line: Int
        let target: String
        let reason: String
    }

    let checked: Int
    let external: Int
    let broken: [Broken]

    public init(_ report: LinkReport) {
        checked = report.checked
        external = report.external
        broken = report.broken.map { Broken(source: $0.source.value, line: $0.line, target: $0.target, reason: $0.reason.rawValue) }
    }
}

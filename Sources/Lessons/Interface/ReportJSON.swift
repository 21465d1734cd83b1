public import LessonsCore

/// The shapes of `reports/traceability.json` (documented in the guide, docs/guide/03-checking/02-reports.md): `{"tables": [Table],
/// "totals": Totals, "untraced": [Untraced]}`, written table by table so large courses stay in bounds.
///
/// Each struct declares its fields in key order, the order the file has them in (its keys are
/// sorted): the encoder writes fields that come in that order as they come, without putting them
/// in order (tens of thousands of structs in a large course).
public enum TraceabilityJSON {
    public struct Totals: Encodable, Equatable, Sendable {
        let found, missing, scenarios, tables, tests: Int

        public init(_ report: TraceabilityReport) {
            tables = report.tables.count
            scenarios = report.scenarioCount
            tests = report.testCount
            found = report.foundCount
            missing = report.missingCount
        }
    }

    public struct Location: Encodable, Equatable, Sendable {
        /// Set for a test defined in a tests folder.
        let file: String?
        /// Set for a test defined in a lesson: its path in the content folder.
        let lesson: String?
        let line: Int
    }

    /// With `--check-steps`, the red step that wrote a test, and how it did not pass there.
    public struct Red: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
        /// `compile-error`, `fail` or `pass`.
        let outcome: String
    }

    /// With `--check-steps`, the block after which a test first passed.
    public struct Green: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
    }

    public struct Test: Encodable, Equatable, Sendable {
        /// How many places define it.
        let definitions: Int
        let found: Bool
        /// Null without `--check-steps`, or when it never passed.
        let green: Green?
        /// The first places that define the test (at most five).
        let locations: [Location]
        let name: String
        /// Null without `--check-steps`, or when no red step wrote it.
        let red: Red?
        /// What running it gave: `passed`, `failed`, `not-compiled`, `not-run` (always, without `--check-code`).
        let status: String

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(definitions, forKey: .definitions)
            try container.encode(found, forKey: .found)
            try container.encode(green, forKey: .green)
            try container.encode(locations, forKey: .locations)
            try container.encode(name, forKey: .name)
            try container.encode(red, forKey: .red)
            try container.encode(status, forKey: .status)
        }

        private enum CodingKeys: String, CodingKey { case definitions, found, green, locations, name, red, status }
    }

    public struct Row: Encodable, Equatable, Sendable {
        let description: String
        let line: Int
        let scenario: String
        let tests: [Test]
    }

    public struct Table: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
        let rows: [Row]

        public init(_ table: TraceabilityReport.Table, results: TracedTestResults = .unchecked) {
            lesson = table.lesson.value
            line = table.line
            rows = table.rows.map { row in
                Row(description: row.description, line: row.line, scenario: row.scenario, tests: row.tests.map { test in
                    let trail = results.trail(of: test.name)
                    return Test(
                        definitions: test.definitionCount,
                        found: test.isFound,
                        green: trail?.green.map { Green(lesson: $0.lesson.value, line: $0.line) },
                        locations: test.locations.map(TraceabilityJSON.location),
                        name: test.name,
                        red: trail?.red.map { Red(lesson: $0.at.lesson.value, line: $0.at.line, outcome: $0.outcome.rawValue) },
                        status: TestStatusText.code(of: results.status(of: test.name))
                    )
                })
            }
        }
    }

    public struct Untraced: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
        let name: String

        /// Only tests defined in lessons are untraced; nil for any other place.
        public init?(_ definition: TestDefinition) {
            guard case let .lesson(path, line) = definition.location else { return nil }
            name = definition.name
            lesson = path.value
            self.line = line
        }
    }

    static func location(_ location: TestDefinition.Location) -> Location {
        switch location {
        case let .lesson(path, line): Location(file: nil, lesson: path.value, line: line)
        case let .file(file, line): Location(file: file, lesson: nil, line: line)
        }
    }
}

/// `reports/links.json`: the link report for tools (documented in the guide, docs/guide/03-checking/02-reports.md).
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

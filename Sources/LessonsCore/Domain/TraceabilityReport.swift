/// What the course's traceability tables promise, and whether each named test exists.
public struct TraceabilityReport: Equatable, Sendable {
    public struct Test: Equatable, Sendable {
        public let name: String
        /// Where the test is defined; empty when it is nowhere.
        public let locations: [TestDefinition.Location]
        public var isFound: Bool { !locations.isEmpty }
    }

    public struct Row: Equatable, Sendable {
        public let scenario: String
        public let description: String
        public let line: Int
        public let tests: [Test]
    }

    public struct Table: Equatable, Sendable {
        public let lesson: LessonPath
        public let line: Int
        public let rows: [Row]
    }

    public let tables: [Table]
    /// Tests defined in lessons' code that no table mentions.
    public let untraced: [TestDefinition]

    public init(tables: [Table], untraced: [TestDefinition]) {
        self.tables = tables
        self.untraced = untraced
    }

    public var scenarioCount: Int { tables.reduce(0) { $0 + $1.rows.count } }
    public var tests: [Test] { tables.flatMap { $0.rows.flatMap(\.tests) } }
    public var foundCount: Int { tests.filter(\.isFound).count }
    public var missingCount: Int { tests.count - foundCount }
}

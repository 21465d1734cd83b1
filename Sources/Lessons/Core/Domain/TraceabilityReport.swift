/// What the course's traceability tables promise, and whether each named test exists.
public struct TraceabilityReport: Equatable, Sendable {
    public struct Test: Equatable, Sendable {
        public let name: String
        /// Where the test is defined, the first few places; empty when it is nowhere.
        public let locations: [TestDefinition.Location]
        /// How many places define it (a lesson that shows a test at each TDD step defines it several times).
        public let definitionCount: Int
        public var isFound: Bool { definitionCount > 0 }

        public init(name: String, locations: [TestDefinition.Location], definitionCount: Int) {
            self.name = name
            self.locations = locations
            self.definitionCount = definitionCount
        }
    }

    /// The most places listed for one test: enough to find it, and the report stays the size of the course.
    public static let listedLocations = 5

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
    public let untraced: UntracedTests

    public let scenarioCount: Int
    /// Every test the tables name, with repeats.
    public let testCount: Int
    public let foundCount: Int

    /// - Precondition: the untraced tests are in lessons, each lesson's together.
    public init(tables: [Table], untraced: [TestDefinition]) {
        self.init(tables: tables, untraced: UntracedTests(untraced))
    }

    public init(tables: [Table], untraced: UntracedTests) {
        self.tables = tables
        self.untraced = untraced
        let rows = tables.flatMap(\.rows)
        scenarioCount = rows.count
        testCount = rows.reduce(0) { $0 + $1.tests.count }
        foundCount = rows.reduce(0) { $0 + $1.tests.filter(\.isFound).count }
    }

    public var missingCount: Int { testCount - foundCount }
}

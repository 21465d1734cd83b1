public import SiteInterface

/// `traceability.mustache`: each traceability table of the course, row by row, with where each test is.
public struct TraceabilityPageModel: Sendable, Equatable, Encodable {
    public struct Location: Sendable, Equatable, Encodable {
        public let text: String
        public let url: String
        public let hasURL: Bool
    }

    public struct Test: Sendable, Equatable, Encodable {
        public let name: String
        public let isFound: Bool
        /// `✔` or `✘`, and the class that colours it: fewer template sections per row of a large report.
        public let mark: String
        public let statusClass: String
        public let locations: [Location]
        /// Places that define the test beyond those listed.
        public let moreLocations: Int
        public let hasMoreLocations: Bool
    }

    public struct Row: Sendable, Equatable, Encodable {
        public let scenario: String
        public let description: String
        public let line: Int
        public let tests: [Test]
        public let hasNoTests: Bool
    }

    public struct Table: Sendable, Equatable, Encodable {
        public let lessonTitle: String
        public let lessonPath: String
        public let lessonURL: String
        public let line: Int
        public let rows: [Row]
    }

    /// The tests of one lesson that no table names, for `traceability-untraced.mustache`.
    public struct Untraced: Sendable, Equatable, Encodable {
        public struct Test: Sendable, Equatable, Encodable {
            public let name: String
            public let line: Int
        }

        public let lessonPath: String
        public let url: String
        public let tests: [Test]
    }

    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let tableCount: Int
    public let scenarioCount: Int
    public let testCount: Int
    public let foundCount: Int
    public let missingCount: Int
    public let allFound: Bool
    /// Each table rendered with `traceability-table.mustache`, joined: a large course has thousands
    /// of rows, and rendering them table by table spreads the work over every core.
    public let tablesHTML: String
    public let hasTables: Bool
    /// The untraced tests, rendered lesson by lesson with `traceability-untraced.mustache`, joined.
    public let untracedHTML: String
    public let untracedCount: Int
    public let hasUntraced: Bool
    public let linksReportURL: String
}

/// `links.mustache`: every internal link that leads nowhere.
public struct LinksPageModel: Sendable, Equatable, Encodable {
    public struct Broken: Sendable, Equatable, Encodable {
        public let source: String
        public let sourceURL: String
        public let line: Int
        public let target: String
        public let reason: String
        public let message: String
    }

    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let checked: Int
    public let external: Int
    public let brokenCount: Int
    public let broken: [Broken]
    public let hasBroken: Bool
    public let traceabilityReportURL: String
}

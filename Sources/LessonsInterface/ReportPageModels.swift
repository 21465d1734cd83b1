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
        public let locations: [Location]
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

    public struct Untraced: Sendable, Equatable, Encodable {
        public let name: String
        public let lessonPath: String
        public let url: String
        public let line: Int
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
    public let tables: [Table]
    public let hasTables: Bool
    public let untraced: [Untraced]
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

public import SiteInterface

/// The traceability report, written in parts so that a course of thousands of lessons never holds
/// it whole: `traceability.mustache` (the page's top and the totals), then each table with
/// `traceability-table.mustache`, each lesson's untraced tests with `traceability-untraced.mustache`,
/// and `traceability-footer.mustache`.
public struct TraceabilityPageModel: Sendable, Equatable, Encodable {
    public struct Location: Sendable, Equatable, Encodable {
        public let text: String
        public let url: String
        public let hasURL: Bool
    }

    /// What running the test gave (`--check-code`): ✔ pasa, ✘ falla, ⚠ no compila, — no comprobado.
    public struct Result: Sendable, Equatable, Encodable {
        public let mark: String
        public let text: String
        public let className: String
        /// The failed assertion, or why it did not compile.
        public let message: String?
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
        public let result: Result
        /// With `--check-steps`: where it went red and where it first passed.
        public let trail: Trail?
    }

    /// A test's way through the course's TDD (`--check-steps`).
    public struct Trail: Sendable, Equatable, Encodable {
        /// `rojo en el paso 7 (no compila)`, linking to the step in the steps' list.
        public let red: Location?
        public let redOutcome: String?
        public let green: Location?
        /// A red with no green after it.
        public let neverPasses: Bool
    }

    /// A step of the course's TDD, a row of the steps' table (`--check-steps`).
    public struct Step: Sendable, Equatable, Encodable {
        /// `paso-12`: the code frames' badges link here.
        public let id: String
        public let position: Int
        /// `login/01-domain.md:101`, linking to the block's frame in its page.
        public let place: Location
        public let kind: String
        public let lessonSays: String
        public let outcome: String
        public let isAsTheLessonSays: Bool
        public let verdict: String
        /// The first problem, the tests' failures, or the names a red test asks for.
        public let note: String?
    }

    public struct Row: Sendable, Equatable, Encodable {
        public let scenario: String
        public let description: String
        public let line: Int
        public let tests: [Test]
        public let hasNoTests: Bool
    }

    public struct Table: Sendable, Equatable, Encodable {
        /// Rendered on its own, a part of the page: the site's words come with it.
        public let site: SiteModel
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

        /// Rendered on its own, a part of the page: the site's words come with it.
        public let site: SiteModel
        public let lessonPath: String
        public let url: String
        public let tests: [Test]
        /// The first lesson's entry opens the list, and says how many tests it holds in all.
        public let opensList: Bool
        public let untracedCount: Int
    }

    /// `traceability-footer.mustache`: what closes the page.
    public struct Footer: Sendable, Equatable, Encodable {
        public let site: SiteModel
        public let hasUntraced: Bool
        /// With `--check-steps`: every step, in course order.
        public let steps: [Step]
        public let hasSteps: Bool
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
    public let hasTables: Bool
    public let linksReportURL: String
    /// The code was compiled and its tests run (`--check-code`), and what that gave in one line.
    public let codeChecked: Bool
    public let codeSummary: String
    /// The code map, when the course's lessons write files.
    public let codeMapURL: String?
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

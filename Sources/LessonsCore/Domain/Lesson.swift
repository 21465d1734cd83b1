/// A lesson read in full: its summary, plus the headings and links found in its body.
/// The HTML body is not kept here: pages are rendered one at a time, so a large course
/// never sits in memory whole.
public struct Lesson: Equatable, Sendable {
    public let summary: LessonSummary
    public let headings: [Heading]
    public let links: [LessonLink]
    public let hasDiagrams: Bool
    public let tables: [MarkdownTable]
    /// Functions defined in the lesson's Swift blocks, where a traceability table may find its tests.
    public let testDefinitions: [TestDefinition]

    public init(
        summary: LessonSummary,
        headings: [Heading] = [],
        links: [LessonLink] = [],
        hasDiagrams: Bool = false,
        tables: [MarkdownTable] = [],
        testDefinitions: [TestDefinition] = []
    ) {
        self.summary = summary
        self.headings = headings
        self.links = links
        self.hasDiagrams = hasDiagrams
        self.tables = tables
        self.testDefinitions = testDefinitions
    }

    public var path: LessonPath { summary.path }
    public var title: String { summary.title }

    /// A lesson that opens with its own `# Title` needs no second title from the layout.
    public var hasTitleHeading: Bool { headings.contains { $0.level == 1 } }

    public var headingIDs: Set<String> { Set(headings.map(\.id)) }
}

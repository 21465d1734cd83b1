/// A lesson read in full: its summary, plus the headings and links found in its body.
/// The HTML body is not kept here: pages are rendered one at a time, so a large course
/// never sits in memory whole.
public struct Lesson: Equatable, Sendable {
    public let summary: LessonSummary
    public let headings: [Heading]
    public let links: [LessonLink]
    /// Its page must load mermaid's script (diagrams left for the browser to draw).
    public let needsDiagramScript: Bool
    public let tables: [MarkdownTable]
    /// Functions defined in the lesson's Swift blocks, where a traceability table may find its tests.
    public let testDefinitions: [TestDefinition]
    /// What the author should fix in this lesson's body, found while rendering it.
    public let warnings: [Diagnostic]

    public init(
        summary: LessonSummary,
        headings: [Heading] = [],
        links: [LessonLink] = [],
        needsDiagramScript: Bool = false,
        tables: [MarkdownTable] = [],
        testDefinitions: [TestDefinition] = [],
        warnings: [Diagnostic] = []
    ) {
        self.summary = summary
        self.headings = headings
        self.links = links
        self.needsDiagramScript = needsDiagramScript
        self.tables = tables
        self.testDefinitions = testDefinitions
        self.warnings = warnings
    }

    public var path: LessonPath { summary.path }
    public var title: String { summary.title }

    /// A lesson that opens with its own `# Title` needs no second title from the layout.
    public var hasTitleHeading: Bool { headings.contains { $0.level == 1 } }

    public var headingIDs: Set<String> { Set(headings.map(\.id)) }
}

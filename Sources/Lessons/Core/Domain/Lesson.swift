/// A lesson as the course knows it once read: its summary, its headings with their ids, and what
/// the checks need (links, tables, its Swift blocks and the tests they define). No HTML: pages are
/// rendered by the presentation side, one at a time.
public struct Lesson: Equatable, Sendable {
    public let summary: LessonSummary
    public let headings: LessonHeadings
    public let links: [LessonLink]
    public let tables: [MarkdownTable]
    /// The tests its Swift blocks define (`func test…`), where a traceability table may find its own.
    public var testDefinitions: [TestDefinition] {
        definedTests.all.map { TestDefinition(name: $0.name, location: .lesson(path, line: $0.line)) }
    }
    private let definedTests: DefinedTests
    /// The lesson's Swift blocks, at their lines in the file, without their code (see `SwiftBlock`).
    public let swiftBlocks: [SwiftBlock]

    public init(
        summary: LessonSummary,
        headings: [Heading] = [],
        links: [LessonLink] = [],
        tables: [MarkdownTable] = [],
        testDefinitions: [TestDefinition] = [],
        swiftBlocks: [SwiftBlock] = []
    ) {
        self.summary = summary
        self.headings = LessonHeadings(headings)
        self.links = links
        self.tables = tables
        definedTests = DefinedTests(testDefinitions.map { definition in
            guard case let .lesson(lesson, line) = definition.location, lesson == summary.path else {
                preconditionFailure("a lesson's Swift blocks define tests in that lesson")
            }
            return (definition.name, line)
        })
        self.swiftBlocks = swiftBlocks
    }

    public var path: LessonPath { summary.path }
    public var title: String { summary.title }

    /// A lesson that opens with its own `# Title` needs no second title from the layout.
    public var hasTitleHeading: Bool { headings.indices.contains { headings.level(at: $0) == 1 } }

    public var headingIDs: Set<String> { Set(headings.indices.map(headings.id(at:))) }
}

/// Reads lessons: their summaries for the course's navigation, then each one in full for its page.
public struct LoadLessonUseCase: Sendable {
    private let source: any LessonSource
    private let frontMatterParser: any FrontMatterParsing
    private let markdown: any MarkdownRendering
    private let rewriter: LinkRewriter

    public init(
        source: any LessonSource,
        frontMatterParser: any FrontMatterParsing,
        markdown: any MarkdownRendering,
        rewriter: LinkRewriter
    ) {
        self.source = source
        self.frontMatterParser = frontMatterParser
        self.markdown = markdown
        self.rewriter = rewriter
    }

    /// A lesson together with its HTML body.
    public struct Result: Equatable, Sendable {
        public let lesson: Lesson
        public let html: String
    }

    /// Title, description and order: the front matter's, else the first `# ` heading, else the file name.
    public func summary(of path: LessonPath) throws(LessonsError) -> LessonSummary {
        let document = try read(path)
        // Only look for a `# Title` when the front matter gives none.
        let firstTitle = document.frontMatter.title == nil ? markdown.firstTitle(in: document.body) : nil
        return summary(of: path, document: document, firstTitle: firstTitle)
    }

    /// The whole lesson and its HTML, with line numbers counted in the file.
    public func execute(_ path: LessonPath) throws(LessonsError) -> Result {
        let document = try read(path)
        let rendered = markdown.render(document.body, rewriteLink: rewriter.rewrite)
        let offset = document.bodyLineOffset
        let headings = rendered.headings.map {
            Heading(level: $0.level, text: $0.text, id: $0.id, line: $0.line + offset)
        }
        let lesson = Lesson(
            summary: summary(of: path, document: document, firstTitle: headings.first { $0.level == 1 }?.text),
            headings: headings,
            links: rendered.links.map { LessonLink(destination: $0.destination, kind: $0.kind, line: $0.line + offset) },
            needsDiagramScript: rendered.needsDiagramScript,
            tables: rendered.tables.map { Self.shifted($0, by: offset) },
            testDefinitions: rendered.codeBlocks.filter { $0.language == "swift" }.flatMap { block in
                // The block's code starts on the line after its opening fence.
                SwiftFunctionScanner.functions(in: block.code).map {
                    TestDefinition(name: $0.name, location: .lesson(path, line: block.line + $0.line + offset))
                }
            },
            warnings: rendered.warnings.map { Diagnostic(file: path.value, line: $0.line + offset, message: $0.message) }
        )
        return Result(lesson: lesson, html: rendered.html)
    }

    private static func shifted(_ table: MarkdownTable, by offset: Int) -> MarkdownTable {
        func shift(_ row: MarkdownTable.Row) -> MarkdownTable.Row { MarkdownTable.Row(cells: row.cells, line: row.line + offset) }
        return MarkdownTable(header: shift(table.header), rows: table.rows.map(shift))
    }

    private func read(_ path: LessonPath) throws(LessonsError) -> LessonDocument {
        try frontMatterParser.parse(try source.contents(of: path), file: path.value)
    }

    private func summary(of path: LessonPath, document: LessonDocument, firstTitle: String?) -> LessonSummary {
        LessonSummary(
            path: path,
            title: document.frontMatter.title ?? firstTitle ?? ReadableName.from(path.baseName),
            description: document.frontMatter.description,
            order: document.frontMatter.order
        )
    }
}

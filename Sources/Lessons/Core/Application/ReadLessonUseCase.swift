/// Reads one lesson, once: its file, its front matter, its Markdown. Returns what the course
/// knows about it (title, headings with their ids, links, tables, the tests its code defines),
/// and the parsed document, for the presentation side to render.
public struct ReadLessonUseCase: Sendable {
    private let source: any LessonSource
    private let frontMatterParser: any FrontMatterParsing
    private let markdown: any MarkdownParsing
    private let limits: MarkdownLimits
    private let deadline: ParseDeadline

    public init(
        source: any LessonSource, frontMatterParser: any FrontMatterParsing, markdown: any MarkdownParsing,
        limits: MarkdownLimits = MarkdownLimits(), deadline: ParseDeadline = .standard
    ) {
        self.source = source
        self.frontMatterParser = frontMatterParser
        self.markdown = markdown
        self.limits = limits
        self.deadline = deadline
    }

    /// A lesson as read, and its parsed body.
    public struct Result {
        public let lesson: Lesson
        public let document: any ParsedMarkdown
        /// Lines of the file before the document (its front matter): the document counts its lines from 1.
        public let bodyLineOffset: Int
        /// The lesson's Swift blocks with their code, at their lines in the file (`lesson.swiftBlocks` keeps no code).
        public let swiftBlocks: [CodeBlock]

        public init(lesson: Lesson, document: any ParsedMarkdown, bodyLineOffset: Int, swiftBlocks: [CodeBlock] = []) {
            self.lesson = lesson
            self.document = document
            self.bodyLineOffset = bodyLineOffset
            self.swiftBlocks = swiftBlocks
        }
    }

    /// The threads lessons are best read on (`withTaskExecutorPreference`): those that parse them.
    public var threads: ReadingThreads { deadline.threads }

    /// Line numbers in the result count in the file, front matter included.
    public func execute(_ path: LessonPath) async throws(LessonsError) -> Result {
        let file = try frontMatterParser.parse(try source.contents(of: path), file: path.value)
        let offset = file.bodyLineOffset
        if let violation = limits.violation(in: file.body) {
            throw .beyondLimits(file: path.value, line: violation.line + offset, reason: violation.reason)
        }
        let markdown = markdown
        let body = file.body
        guard let document = await deadline.run({ markdown.parse(body) }) else {
            throw .beyondLimits(file: path.value, line: nil, reason: "cmark-gfm no terminó de leerla en \(deadline.spoken)")
        }
        let facts = document.facts
        var slugger = HeadingSlugger()
        let headings = facts.headings.map { heading in
            Heading(level: heading.level, text: heading.text, id: slugger.slug(for: heading.text), line: heading.line + offset)
        }
        let summary = LessonSummary(
            path: path,
            // One rule, whoever asks: the front matter's title, else the first `# ` heading, else the file name.
            title: file.frontMatter.title ?? headings.first { $0.level == 1 }?.text ?? ReadableName.from(path.baseName),
            description: file.frontMatter.description,
            order: file.frontMatter.order,
            section: file.frontMatter.section
        )
        let swiftIndices = facts.codeBlocks.indices.filter { facts.codeBlocks[$0].language == "swift" }
        let swiftBlocks = swiftIndices.map { facts.codeBlocks[$0] }.map { CodeBlock(info: $0.info, code: $0.code, line: $0.line + offset) }
        let steps = TDDStepMarks.steps(
            of: swiftIndices.map { (facts.codeBlocks[$0].info, facts.codeBlocks[$0].line, facts.proseAfterCodeBlocks[$0]) },
            labels: facts.boldOpenings.map { ($0.text, $0.line) },
            headingLines: facts.headings.map(\.line)
        )
        let lesson = Lesson(
            summary: summary,
            headings: headings,
            links: facts.links.map { LessonLink(destination: $0.destination, kind: $0.kind, line: $0.line + offset) },
            tables: facts.tables.map { $0.shifted(by: offset) },
            testDefinitions: swiftBlocks.flatMap { block in
                // The block's code starts on the line after its opening fence.
                SwiftTestScanner.tests(in: block.code).map {
                    TestDefinition(name: $0.name, location: .lesson(path, line: block.line + $0.line))
                }
            },
            swiftBlocks: zip(swiftBlocks, steps).map { SwiftBlock($0, step: $1) }
        )
        return Result(lesson: lesson, document: document, bodyLineOffset: offset, swiftBlocks: swiftBlocks)
    }
}

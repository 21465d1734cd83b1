/// Reads one lesson and makes sense of it: title, headings, links and, when asked, its HTML body.
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

    /// A lesson together with its HTML body (empty unless `renderingHTML`).
    public struct Result: Equatable, Sendable {
        public let lesson: Lesson
        public let html: String
    }

    public func execute(_ path: LessonPath, renderingHTML: Bool) throws(LessonsError) -> Result {
        let text = try source.contents(of: path)
        let document = try frontMatterParser.parse(text, file: path.value)
        let rendered = markdown.render(document.body, includeHTML: renderingHTML, rewriteLink: rewriter.rewrite)
        let offset = document.bodyLineOffset
        let headings = rendered.headings.map {
            Heading(level: $0.level, text: $0.text, id: $0.id, line: $0.line + offset)
        }
        let lesson = Lesson(
            path: path,
            title: document.frontMatter.title
                ?? headings.first { $0.level == 1 }?.text
                ?? ReadableName.from(path.baseName),
            description: document.frontMatter.description,
            order: document.frontMatter.order,
            headings: headings,
            links: rendered.links.map { LessonLink(destination: $0.destination, kind: $0.kind, line: $0.line + offset) },
            hasDiagrams: rendered.codeLanguages.contains("mermaid")
        )
        return Result(lesson: lesson, html: rendered.html)
    }
}

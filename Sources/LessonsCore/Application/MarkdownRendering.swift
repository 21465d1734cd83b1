/// Turns a lesson's Markdown into HTML and tells what it found on the way.
public protocol MarkdownRendering: Sendable {
    /// - Parameters:
    ///   - markdown: the body of a lesson (without front matter).
    ///   - rewriteLink: maps each link and image destination to the one written in the HTML.
    func render(_ markdown: String, rewriteLink: (String) -> String) -> RenderedMarkdown

    /// The text of the first level-1 heading, if any. Reads no more of the document than it needs.
    func firstTitle(in markdown: String) -> String?
}

/// The result of rendering one Markdown body. Line numbers count from the body's first line (1).
public struct RenderedMarkdown: Equatable, Sendable {
    public let html: String
    public let headings: [Heading]
    public let links: [LessonLink]
    public let codeBlocks: [CodeBlock]
    public let tables: [MarkdownTable]
    /// Some code block needs mermaid's script in the page.
    public let needsDiagramScript: Bool
    /// What the code block renderer warned of, at the line of each block's opening fence.
    public let warnings: [LineWarning]

    /// A warning at a line of the body.
    public struct LineWarning: Equatable, Sendable {
        public let line: Int
        public let message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    public init(
        html: String,
        headings: [Heading],
        links: [LessonLink],
        codeBlocks: [CodeBlock] = [],
        tables: [MarkdownTable] = [],
        needsDiagramScript: Bool = false,
        warnings: [LineWarning] = []
    ) {
        self.html = html
        self.headings = headings
        self.links = links
        self.codeBlocks = codeBlocks
        self.tables = tables
        self.needsDiagramScript = needsDiagramScript
        self.warnings = warnings
    }
}

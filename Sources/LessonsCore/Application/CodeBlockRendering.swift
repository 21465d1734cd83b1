/// Turns one fenced code block into HTML: highlighted code, a diagram drawn as SVG, or the
/// block for mermaid's script to draw in the browser. The Markdown adapter knows none of this.
public protocol CodeBlockRendering: Sendable {
    func render(_ block: CodeBlock) -> RenderedCodeBlock
}

/// A code block's HTML, and what the page needs or the author should know because of it.
public struct RenderedCodeBlock: Equatable, Sendable {
    public let html: String
    /// The page must load mermaid's script to draw this block.
    public let needsDiagramScript: Bool
    /// Why the block is shown other than intended (a diagram the renderer rejected).
    public let warning: String?

    public init(html: String, needsDiagramScript: Bool = false, warning: String? = nil) {
        self.html = html
        self.needsDiagramScript = needsDiagramScript
        self.warning = warning
    }
}

/// Turns one fenced code block into HTML. Today it escapes code and leaves diagrams to the
/// browser; highlighting and build-time diagrams plug in here without touching the Markdown adapter.
public protocol CodeBlockRendering: Sendable {
    func html(for block: CodeBlock) -> String
}

public import SiteCore

/// A lesson's body as HTML, and what its page needs because of it.
public struct LessonBody: Equatable, Sendable {
    public let html: String
    /// Some diagram is left for mermaid's script to draw in the browser.
    public let needsDiagramScript: Bool
    /// What the author should fix in the body (a diagram the renderer rejected), at file lines
    /// relative to the content folder.
    public let diagnostics: [Diagnostic]

    public init(html: String, needsDiagramScript: Bool = false, diagnostics: [Diagnostic] = []) {
        self.html = html
        self.needsDiagramScript = needsDiagramScript
        self.diagnostics = diagnostics
    }
}

public import SiteCore

/// A lesson's body as HTML, ready for one place (its page, or its part of the print page), and
/// what that page needs because of it.
public struct LessonBody: Equatable, Sendable {
    public let html: HTML
    /// Some diagram is left for mermaid's script to draw in the browser.
    public let needsDiagramScript: Bool

    public init(html: HTML, needsDiagramScript: Bool = false) {
        self.html = html
        self.needsDiagramScript = needsDiagramScript
    }
}

public import LessonsCore

/// How mermaid diagrams reach the reader (`--diagrams`).
public enum DiagramMode: Sendable {
    /// Drawn when the site is built, each into an SVG file of the site (`diagrams/`) its pages show
    /// as an image, with the source kept in a `<details>`.
    case svg(any DiagramRendering)
    /// Drawn in the browser by mermaid's script, loaded from a CDN; the source shows until then.
    case client
    /// Shown as their source, as any other code block.
    case source
}

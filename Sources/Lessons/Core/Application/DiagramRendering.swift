public import Localization

/// Draws a mermaid diagram as SVG when the site is built, so readers need no script for it.
/// The port the diagram adapters (a renderer command, its cache) implement.
public protocol DiagramRendering: Sendable {
    /// - Returns: the `<svg>` element.
    func svg(for source: String) async throws(DiagramRenderingError) -> String
}

/// Why a diagram could not be drawn, in the renderer's words.
public struct DiagramRenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: LocalizedText

    public init(_ message: LocalizedText) {
        self.message = message
    }

    public var description: String { message.description }
}

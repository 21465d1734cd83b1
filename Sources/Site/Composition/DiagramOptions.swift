public import Foundation

/// How the build draws mermaid diagrams (`--diagrams`, `--diagram-renderer`, `--diagram-cache`).
public struct DiagramOptions: Sendable {
    public enum Mode: String, Sendable, CaseIterable {
        /// Drawn at build time by an installed renderer, as SVG files the pages show (`diagrams/`).
        case svg
        /// Drawn in the reader's browser by mermaid's script.
        case client
        /// Left as their source code.
        case source
    }

    /// `nil`: SVG when a renderer is installed, else the browser draws them.
    public var mode: Mode?
    /// A renderer's name on the `PATH` or its path; `nil`: the first of mmdr and mermaidx installed.
    public var renderer: String?
    /// Where drawn diagrams are kept between builds; `nil`: `.build/course-site/diagrams`.
    public var cacheFolder: URL?

    /// Where drawings are kept unless `cacheFolder` says otherwise, from the working directory.
    public static let defaultCache = ".build/course-site/diagrams"

    public init(mode: Mode? = nil, renderer: String? = nil, cacheFolder: URL? = nil) {
        self.mode = mode
        self.renderer = renderer
        self.cacheFolder = cacheFolder
    }
}

public import Foundation
public import LessonsCore
import SiteCore

/// Keeps every SVG a renderer drew in a folder, by a hash of the diagram's source, so an
/// unchanged diagram is never drawn twice, across builds too. Rejected diagrams are not kept:
/// the next build asks again, since the author or the renderer may have fixed them.
public struct CachedDiagramRenderer: DiagramRendering {
    private let renderer: any DiagramRendering
    private let folder: URL
    /// Part of every key, so that two renderers' drawings of one source are never mixed up.
    private let rendererName: String

    public init(_ renderer: any DiagramRendering, folder: URL, rendererName: String) {
        self.renderer = renderer
        self.folder = folder
        self.rendererName = rendererName
    }

    public func svg(for source: String) async throws(DiagramRenderingError) -> String {
        let key = "\(rendererName)-\(ContentHash.of(source))"
        let svgFile = folder.appendingPathComponent(key + ".svg")
        let sourceFile = folder.appendingPathComponent(key + ".mmd")
        // The source is kept beside its SVG, so a hash collision can't return another diagram; and
        // the cache is a folder of the course, which a pull request can write into: a drawing that
        // would not be published as drawn is drawn again.
        if let cachedSource = try? String(contentsOf: sourceFile, encoding: .utf8), cachedSource == source,
           let svg = try? String(contentsOf: svgFile, encoding: .utf8), (try? SVGSafety.check(svg)) != nil {
            return svg
        }
        let svg = try await renderer.svg(for: source)
        // A cache that can't be written only costs time: the drawing is still good.
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(svg.utf8).write(to: svgFile, options: .atomic)
        try? Data(source.utf8).write(to: sourceFile, options: .atomic)
        return svg
    }
}

import Foundation
import LessonsCore
import LessonsInfrastructure
import LessonsInterface

/// Picks how this build draws diagrams, and says so.
struct DiagramStep {
    let options: DiagramOptions
    let workingDirectory: URL
    let progress: any BuildProgress

    func mode() throws(SiteBuildError) -> DiagramMode {
        switch options.mode {
        case .client:
            progress.stepStarted("Diagramas: los dibuja el navegador (--diagrams client)")
            return .client
        case .source:
            progress.stepStarted("Diagramas: se muestra su código (--diagrams source)")
            return .source
        case .svg, nil:
            guard let renderer = try installedRenderer() else {
                progress.stepStarted("Diagramas: los dibuja el navegador (para SVG al generar: pip install mmdr)")
                return .client
            }
            let cache = options.cacheFolder ?? workingDirectory.appendingPathComponent(".build/course-site/diagrams")
            let shownCache = options.cacheFolder?.relativePath ?? ".build/course-site/diagrams"
            progress.stepStarted("Diagramas: SVG con \(renderer.executable.lastPathComponent) (caché en \(shownCache))")
            return .svg(CachedDiagramRenderer(renderer, folder: cache, rendererName: renderer.executable.lastPathComponent))
        }
    }

    /// The renderer asked for, or the first known one installed; asking for SVG without one is an error.
    private func installedRenderer() throws(SiteBuildError) -> CommandDiagramRenderer? {
        if let name = options.renderer {
            guard let executable = ExecutableLookup.find(name) else {
                throw .diagrams("no se encuentra el dibujante de diagramas '\(name)'. Instálalo (pip install mmdr) o usa --diagrams client.")
            }
            return CommandDiagramRenderer(executable: executable)
        }
        let installed = CommandDiagramRenderer.installed()
        if installed == nil, options.mode == .svg {
            throw .diagrams("--diagrams svg necesita mmdr o mermaidx: pip install mmdr (o usa --diagrams client).")
        }
        return installed
    }
}

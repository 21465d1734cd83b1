public import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore

/// Decides how this build shows mermaid diagrams: drawn now as SVG when a renderer is installed,
/// else left for the reader's browser, unless the author asked for something else.
public struct ChooseDiagramsStep: BuildStep {
    public enum Request: Sendable, Equatable {
        /// SVG when a renderer is installed, else the browser.
        case automatic
        case svg
        case client
        case source
    }

    /// An installed renderer, as the root found it.
    public struct Renderer: Sendable {
        public let name: String
        public let drawing: any DiagramRendering
        /// Where its drawings are kept between builds, as the progress line names it.
        public let cache: String

        public init(name: String, drawing: any DiagramRendering, cache: String) {
            self.name = name
            self.drawing = drawing
            self.cache = cache
        }
    }

    private let request: Request
    private let renderer: Renderer?
    /// A renderer the author named (`--diagram-renderer`) that is not installed.
    private let missingRenderer: String?

    public init(request: Request, renderer: Renderer?, missingRenderer: String? = nil) {
        self.request = request
        self.renderer = renderer
        self.missingRenderer = missingRenderer
    }

    public var name: LocalizedText { "Elegir cómo se dibujan los diagramas" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        switch request {
        case .client:
            context.diagrams = .client
            return .done("los dibuja el navegador (--diagrams client)")
        case .source:
            context.diagrams = .source
            return .done("se muestra su código (--diagrams source)")
        case .svg, .automatic:
            if let missingRenderer { throw DiagramsUnavailable.rendererNotInstalled(missingRenderer) }
            guard let renderer else {
                if request == .svg { throw DiagramsUnavailable.noRendererForSVG }
                context.diagrams = .client
                return .done("los dibuja el navegador (para SVG al generar: pip install mmdr)")
            }
            context.diagrams = .svg(renderer.drawing)
            return .done("SVG con \(renderer.name) (caché en \(renderer.cache))")
        }
    }
}

/// SVG was asked for, and nothing installed can draw it.
enum DiagramsUnavailable: DiagnosticConvertible {
    case rendererNotInstalled(String)
    case noRendererForSVG

    var diagnostic: Diagnostic {
        switch self {
        case let .rendererNotInstalled(name):
            .error(.diagramsUnavailable, "no se encuentra el dibujante de diagramas '\(name)'. Instálalo (pip install mmdr) o usa --diagrams client.")
        case .noRendererForSVG:
            .error(.diagramsUnavailable, "--diagrams svg necesita mmdr o mermaidx: pip install mmdr (o usa --diagrams client).")
        }
    }
}

extension DiagnosticID {
    public static let diagramsUnavailable = DiagnosticID("diagrams-unavailable")
}

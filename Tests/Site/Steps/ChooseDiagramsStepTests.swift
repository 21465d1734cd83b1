import BuildSteps
import LessonsInterface
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class ChooseDiagramsStepTests: XCTestCase {
    func test_run_clientRequested_leavesDiagramsToTheBrowser() async throws {
        let (sut, _) = makeSUT(request: .client)
        var context = SiteBuildContext.with(diagrams: .source)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(mode(of: context), "client")
        XCTAssertEqual(outcome, .done("los dibuja el navegador (--diagrams client)"))
    }

    func test_run_sourceRequested_showsTheirCode() async throws {
        let (sut, _) = makeSUT(request: .source)
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(mode(of: context), "source")
        XCTAssertEqual(outcome, .done("se muestra su código (--diagrams source)"))
    }

    func test_run_automaticWithARendererInstalled_drawsSVGWithIt() async throws {
        let (sut, renderer) = makeSUT(request: .automatic, installed: true)
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(mode(of: context), "svg")
        XCTAssertIdentical(drawing(of: context), renderer)
        XCTAssertEqual(outcome, .done("SVG con mmdr (caché en .diagram-cache)"))
    }

    func test_run_automaticWithoutARenderer_leavesDiagramsToTheBrowserAndSaysHowToGetSVG() async throws {
        let (sut, _) = makeSUT(request: .automatic, installed: false)
        var context = SiteBuildContext.with(diagrams: .source)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(mode(of: context), "client")
        XCTAssertEqual(outcome, .done("los dibuja el navegador (para SVG al generar: pip install mmdr)"))
    }

    func test_run_svgWithARendererInstalled_drawsSVGWithIt() async throws {
        let (sut, renderer) = makeSUT(request: .svg, installed: true)
        var context = SiteBuildContext()

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertIdentical(drawing(of: context), renderer)
    }

    func test_run_svgWithoutARenderer_throwsDiagramsUnavailable() async {
        let (sut, _) = makeSUT(request: .svg, installed: false)
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("diagrams-unavailable"))
        XCTAssertEqual(diagnostic(of: error)?.severity, .error)
    }

    func test_run_namedRendererNotInstalled_throwsDiagramsUnavailableNamingIt() async {
        let (sut, _) = makeSUT(request: .svg, installed: false, missingRenderer: "mermaidx")
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("diagrams-unavailable"))
        XCTAssertTrue(diagnostic(of: error)?.message.contains("'mermaidx'") == true, "\(String(describing: error))")
    }

    func test_run_automaticWithANamedRendererNotInstalled_throwsRatherThanFallingBackToTheBrowser() async {
        let (sut, _) = makeSUT(request: .automatic, installed: false, missingRenderer: "mermaidx")
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("diagrams-unavailable"))
    }

    // MARK: - Helpers

    private func makeSUT(request: ChooseDiagramsStep.Request, installed: Bool = false, missingRenderer: String? = nil) -> (ChooseDiagramsStep, DiagramRendererStub) {
        let drawing = DiagramRendererStub()
        let renderer = installed ? ChooseDiagramsStep.Renderer(name: "mmdr", drawing: drawing, cache: ".diagram-cache") : nil
        return (ChooseDiagramsStep(request: request, renderer: renderer, missingRenderer: missingRenderer), drawing)
    }

    private func mode(of context: SiteBuildContext) -> String {
        switch context.diagrams {
        case .svg: "svg"
        case .client: "client"
        case .source: "source"
        }
    }

    private func drawing(of context: SiteBuildContext) -> DiagramRendererStub? {
        guard case let .svg(drawing) = context.diagrams else { return nil }
        return drawing as? DiagramRendererStub
    }
}

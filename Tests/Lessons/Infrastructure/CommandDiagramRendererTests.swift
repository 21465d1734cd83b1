import Foundation
import LessonsInfrastructure
import LessonsCore
import SiteInfrastructure
import TestSupport
import XCTest

final class CommandDiagramRendererTests: XCTestCase {
    func test_svg_commandThatWritesSVG_returnsItFromItsTag() async throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo 'warning: ignored'; echo '<svg id=\"x\"><text>ok</text></svg>'")

        let svg = try await sut.svg(for: "graph TD\n A --> B\n")

        XCTAssertEqual(svg, "<svg id=\"x\"><text>ok</text></svg>")
    }

    func test_svg_readsTheSourceOnStandardInput() async throws {
        let sut = try makeSUT(script: "printf '<svg><text>'; cat; printf '</text></svg>'")

        let svg = try await sut.svg(for: "graph LR")

        XCTAssertEqual(svg, "<svg><text>graph LR</text></svg>")
    }

    func test_svg_commandThatFails_throwsItsMessage() async throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo 'Diagram parse error: Unterminated node label' >&2; exit 1")

        let error = await errorThrown { try await sut.svg(for: "graph TD\n A[\n") }

        XCTAssertEqual((error as? DiagramRenderingError)?.message, "fake-renderer: Diagram parse error: Unterminated node label")
    }

    func test_svg_withAScript_isRefused() async throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo '<svg><script>alert(1)</script></svg>'")

        let error = await errorThrown { try await sut.svg(for: "graph TD") }

        XCTAssertEqual((error as? DiagramRenderingError)?.message, "el SVG contiene <script, que no se publica")
    }

    func test_svg_withAnEventHandler_isRefused() async throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo '<svg><g onclick=\"x()\"/></svg>'")

        let error = await errorThrown { try await sut.svg(for: "graph TD") }

        XCTAssertTrue(error is DiagramRenderingError, "\(String(describing: error))")
    }

    func test_svg_commandThatHangs_isStoppedAtTheTimeout() async throws {
        let sut = try makeSUT(script: "sleep 20", timeout: .milliseconds(300))
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.svg(for: "graph TD") }

        XCTAssertTrue("\(String(describing: error))".contains("no terminó"), "\(String(describing: error))")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(10), "the renderer was not stopped")
    }

    func test_find_missingCommand_isNil() {
        XCTAssertNil(ExecutableLookup.find("no-such-renderer-\(UUID().uuidString)"))
    }

    /// The real renderer on the sample's kind of diagram: subgraphs, `style` colours, accents and `<br/>`.
    func test_svg_realRenderer_keepsLabelsAccentsSubgraphTitlesAndStyleColours() async throws {
        guard let sut = CommandDiagramRenderer.installed() else {
            throw XCTSkip("Neither mmdr nor mermaidx is installed: pip install mmdr (.ci/run installs it).")
        }
        let source = """
            graph TD
                subgraph Dominio["Capa de Dominio"]
                    A["Email<br/>validación"]
                end
                A --> B["Aplicación"]
                style Dominio fill:#d4edda,stroke:#28a745
            """

        let svg = try await sut.svg(for: source)

        XCTAssertTrue(svg.hasPrefix("<svg"), String(svg.prefix(100)))
        for text in ["Capa de Dominio", "Email", "validaci", "Aplicaci", "#d4edda"] {
            XCTAssertTrue(svg.contains(text), "the SVG lost \(text)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(script: String, timeout: Duration = .seconds(30)) throws -> CommandDiagramRenderer {
        let folder = try makeTemporaryFolder()
        let command = try folder.write("#!/bin/sh\n" + script + "\n", to: "fake-renderer")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command.path)
        return CommandDiagramRenderer(executable: command, timeout: timeout)
    }
}

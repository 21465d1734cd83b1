import Foundation
import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

final class CommandDiagramRendererTests: XCTestCase {
    func test_svg_commandThatWritesSVG_returnsItFromItsTag() throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo 'warning: ignored'; echo '<svg id=\"x\"><text>ok</text></svg>'")

        XCTAssertEqual(try sut.svg(for: "graph TD\n A --> B\n"), "<svg id=\"x\"><text>ok</text></svg>")
    }

    func test_svg_readsTheSourceOnStandardInput() throws {
        let sut = try makeSUT(script: "printf '<svg><text>'; cat; printf '</text></svg>'")

        XCTAssertEqual(try sut.svg(for: "graph LR"), "<svg><text>graph LR</text></svg>")
    }

    func test_svg_commandThatFails_throwsItsMessage() throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo 'Diagram parse error: Unterminated node label' >&2; exit 1")

        XCTAssertThrowsError(try sut.svg(for: "graph TD\n A[\n")) { error in
            XCTAssertEqual((error as? DiagramRenderingError)?.message, "fake-renderer: Diagram parse error: Unterminated node label")
        }
    }

    func test_svg_withAScript_isRefused() throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo '<svg><script>alert(1)</script></svg>'")

        XCTAssertThrowsError(try sut.svg(for: "graph TD")) { error in
            XCTAssertEqual((error as? DiagramRenderingError)?.message, "el SVG contiene <script, que no se publica")
        }
    }

    func test_svg_withAnEventHandler_isRefused() throws {
        let sut = try makeSUT(script: "cat > /dev/null; echo '<svg><g onclick=\"x()\"/></svg>'")

        XCTAssertThrowsError(try sut.svg(for: "graph TD"))
    }

    func test_svg_commandThatHangs_isStoppedAtTheTimeout() throws {
        let sut = try makeSUT(script: "sleep 20", timeout: .milliseconds(300))

        XCTAssertThrowsError(try sut.svg(for: "graph TD"))
    }

    func test_find_missingCommand_isNil() {
        XCTAssertNil(ExecutableLookup.find("no-such-renderer-\(UUID().uuidString)"))
    }

    /// The real renderer on the sample's kind of diagram: subgraphs, `style` colours, accents and `<br/>`.
    func test_svg_realRenderer_keepsLabelsAccentsSubgraphTitlesAndStyleColours() throws {
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

        let svg = try sut.svg(for: source)

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

import Foundation
import LessonsCore
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// Mermaid diagrams drawn when the site is built, by a renderer command (a fake one here).
final class DiagramsAcceptanceTests: SiteBuildTestCase {
    func test_build_withARenderer_writesEachDiagramOnceAsAFileThePagesShowAndLoadsNoScript() async throws {
        let diagram = "```mermaid\ngraph TD\n A --> B\n```\n"
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n" + diagram, "s/2.md": "# Dos\n\n" + diagram + "\n" + diagram])
        let (sut, _) = try makeSUT(workspace) {
            $0.diagrams = try fakeRenderer(in: workspace)
            $0.baseURL = "/curso/"
        }

        _ = try await sut.build()

        let drawing = "diagrams/d\(ContentHash.of("graph TD\n A --> B\n")).svg"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.output.appendingPathComponent("diagrams").path), [drawing.dropFirst(9).description])
        XCTAssertTrue(try workspace.site(drawing).contains(">dibujado</text>"))
        let figure = { (source: String) in
            "<figure class=\"diagram\"><img src=\"\(source)\" alt=\"Diagrama\" width=\"200\" height=\"50\">"
                + "<details><summary>Código del diagrama</summary><pre><code class=\"language-mermaid\">graph TD\n A --&gt; B\n</code></pre></details></figure>"
        }
        for page in ["s/1.html", "s/2.html"] {
            XCTAssertHTML(try workspace.site(page), contains: figure("/curso/" + drawing))
            XCTAssertHTML(try workspace.site(page), doesNotContain: "mermaid.esm.min.mjs")
        }
        // The print page is at the site's root, and is printed from its folder: relative, under any base URL.
        XCTAssertHTML(try workspace.site("imprimir.html"), contains: figure(drawing))
    }

    func test_build_withPDFUnderABaseURL_printsTheDrawings() async throws {
        try Poppler.requireInstalled()
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n```mermaid\ngraph TD\n A --> B\n```\n"])
        let (sut, progress) = try makeSUT(workspace) {
            $0.diagrams = try fakeRenderer(in: workspace)
            $0.baseURL = "/curso/"
            $0.printing = PrintOptions(pdf: true, pdfTimeout: 120)
        }

        _ = try await sut.build()

        if progress.diagnostics.contains(where: { $0.id == DiagnosticID("pdf-unavailable") }) {
            throw XCTSkip("No Chromium installed: apt-get install -y chromium-headless-shell (.ci/run installs it).")
        }
        let text = try await Poppler.run("pdftotext", workspace.output.appendingPathComponent("curso.pdf").path, "-")
        XCTAssertTrue(text.contains("dibujado"), "the PDF lacks the drawing: \(text)")
    }

    func test_build_twoDiagramsWhoseSourcesHashAlike_failNamingBothLessons() async throws {
        // Two sources of the same 64-bit FNV-1a hash, found by a birthday search.
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": "# Uno\n\n```mermaid\ngraph TD\n  A-->B\n%% 8b90c80a264475e4\n```\n",
            "s/2.md": "# Dos\n\n```mermaid\ngraph TD\n  A-->B\n%% 33f86ff45a2bf152\n```\n",
        ])
        let (sut, _) = try makeSUT(workspace) { $0.diagrams = try fakeRenderer(in: workspace) }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .pageClash, "got \(String(describing: error))")
        let said = [error?.diagnostic.file ?? "", error?.diagnostic.message ?? ""].joined(separator: " ")
        XCTAssertTrue(said.contains("s/1.md") && said.contains("s/2.md") && said.contains("diagrams/d3100abb8299a072e.svg"), said)
    }

    func test_build_withoutAnyDiagram_writesNoFolderOfDrawings() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n"])
        let (sut, _) = try makeSUT(workspace) { $0.diagrams = try fakeRenderer(in: workspace) }

        _ = try await sut.build()

        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.output.appendingPathComponent("diagrams").path))
    }

    func test_build_staticFileWhereADrawingGoes_isRefusedNamingIt() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n```mermaid\ngraph TD\n A --> B\n```\n"])
        let drawing = "diagrams/d\(ContentHash.of("graph TD\n A --> B\n")).svg"
        try workspace.folder.write("<svg/>", to: "Content/" + drawing)
        let (sut, _) = try makeSUT(workspace) { $0.diagrams = try fakeRenderer(in: workspace) }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .pageClash, "got \(String(describing: error))")
        XCTAssertEqual(error?.diagnostic.file, "\(workspace.content.relativePath)/\(drawing)")
    }

    func test_build_diagramTheRendererRejects_warnsWithLessonAndLineAndShowsTheSource() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\nTexto\n\n```mermaid\ngraph TD\n ROTO\n```\n"])
        let (sut, progress) = try makeSUT(workspace) { $0.diagrams = try fakeRenderer(in: workspace) }

        _ = try await sut.build()

        XCTAssertEqual(progress.warnings.map(\.location), ["\(workspace.content.relativePath)/s/1.md:5"])
        XCTAssertTrue(progress.warnings.first?.message.contains("Parse error: ROTO") == true, "\(progress.warnings)")
        XCTAssertHTML(try workspace.site("s/1.html"), contains: "<pre><code class=\"language-mermaid\">graph TD\n ROTO\n</code></pre>")
    }

    func test_build_diagramTheRendererRejects_failsInStrictModeAndKeepsTheOldSite() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n"])
        let renderer = try fakeRenderer(in: workspace)
        _ = try await makeSUT(workspace) { $0.diagrams = renderer }.0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write("# Uno\n\n```mermaid\nROTO\n```\n", to: "Content/s/1.md")
        let (sut, _) = makeSUT(workspace) {
            $0.isStrict = true
            $0.diagrams = renderer
        }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .strictMode, "\(String(describing: error))")
        XCTAssertTrue(error?.diagnostic.message.hasPrefix("1 aviso(s)") == true, "\(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_secondBuild_drawsNoDiagramAgain() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n```mermaid\ngraph TD\n A --> B\n```\n", "s/2.md": "# Dos\n\n```mermaid\ngraph LR\n```\n"])
        let renderer = try fakeRenderer(in: workspace)
        _ = try await makeSUT(workspace) { $0.diagrams = renderer }.0.build()
        XCTAssertEqual(try drawings(in: workspace), 2)

        _ = try await makeSUT(workspace) { $0.diagrams = renderer }.0.build()

        XCTAssertEqual(try drawings(in: workspace), 2, "every diagram came from the cache")
    }

    func test_build_svgModeWithoutTheRenderer_failsSayingHowToInstallOne() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace) { $0.diagrams = DiagramOptions(mode: .svg, renderer: "no-such-renderer-\(UUID().uuidString)") }

        let error = await buildError(of: sut)

        XCTAssertTrue(error?.description.contains("pip install mmdr") == true, String(describing: error))
    }

    func test_build_sourceMode_showsDiagramsAsCode() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n```mermaid\ngraph TD\n```\n"])
        let (sut, _) = makeSUT(workspace) { $0.diagrams = DiagramOptions(mode: .source) }

        _ = try await sut.build()

        let page = try workspace.site("s/1.html")
        XCTAssertHTML(page, contains: "<pre><code class=\"language-mermaid\">graph TD\n</code></pre>")
        XCTAssertHTML(page, doesNotContain: "mermaid.esm.min.mjs")
    }

    // MARK: - Helpers

    private func fakeRenderer(in workspace: Workspace) throws -> DiagramOptions {
        try FakeDiagramRenderer.install(in: workspace.folder)
    }

    private func drawings(in workspace: Workspace) throws -> Int {
        try FakeDiagramRenderer.drawings(in: workspace.folder)
    }
}

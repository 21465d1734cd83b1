import Foundation
import LessonsCore
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// Mermaid diagrams drawn when the site is built, by a renderer command (a fake one here).
final class DiagramsAcceptanceTests: SiteBuildTestCase {
    func test_build_withARenderer_inlinesEachDiagramAsSVGAndLoadsNoScript() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n```mermaid\ngraph TD\n A --> B\n```\n"])
        let (sut, _) = try makeSUT(workspace) { $0.diagrams = try fakeRenderer(in: workspace) }

        _ = try await sut.build()

        let page = try workspace.site("s/1.html")
        XCTAssertHTML(page, contains: "<figure class=\"diagram\"><svg id=\"d")
        XCTAssertHTML(page, contains: "<text>dibujado</text>")
        XCTAssertHTML(page, contains: "<summary>Código del diagrama</summary><pre><code class=\"language-mermaid\">graph TD\n A --&gt; B\n</code></pre>")
        XCTAssertHTML(page, doesNotContain: "mermaid.esm.min.mjs")
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

    /// A renderer command that counts its drawings in `drawings.txt` and rejects sources with `ROTO`.
    private func fakeRenderer(in workspace: Workspace) throws -> DiagramOptions {
        let count = workspace.folder.url.appendingPathComponent("drawings.txt").path
        let script = """
            #!/bin/sh
            source=$(cat)
            echo x >> '\(count)'
            case "$source" in *ROTO*) echo "Parse error: ROTO" >&2; exit 1;; esac
            echo '<svg id="merman"><style>#merman text{}</style><text>dibujado</text></svg>'

            """
        let command = try workspace.folder.write(script, to: "bin/fake-renderer")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command.path)
        return DiagramOptions(mode: .svg, renderer: command.path, cacheFolder: workspace.folder.url.appendingPathComponent("cache"))
    }

    private func drawings(in workspace: Workspace) throws -> Int {
        try workspace.folder.read("drawings.txt").split(separator: "\n").count
    }
}

import LessonsCore
import LessonsInterface
import TestSupport
import XCTest

final class CodeBlockHTMLRendererTests: XCTestCase {
    func test_render_blockOfAnotherLanguage_isEscapedAndKeepsItsLanguageClass() {
        let sut = CodeBlockHTMLRenderer()

        let rendered = sut.render(CodeBlock(language: "bash", code: "if [ a < b ] && echo \"d\"\n", line: 1))

        XCTAssertEqual(rendered.html, "<pre><code class=\"language-bash\">if [ a &lt; b ] &amp;&amp; echo &quot;d&quot;\n</code></pre>")
        XCTAssertNil(rendered.warning)
    }

    func test_render_languageWithMarkup_isReducedToSafeClassCharacters() {
        let rendered = CodeBlockHTMLRenderer().render(CodeBlock(language: "x\"><script>", code: "", line: 1))

        XCTAssertEqual(rendered.html, "<pre><code class=\"language-xscript\"></code></pre>")
    }

    func test_render_blockWithoutLanguage_hasNoClass() {
        XCTAssertEqual(CodeBlockHTMLRenderer().render(CodeBlock(language: nil, code: "x", line: 1)).html, "<pre><code>x</code></pre>")
    }

    func test_render_diagramInClientMode_keepsEscapedSourceForTheBrowserToDraw() {
        let sut = CodeBlockHTMLRenderer(diagrams: .client)

        let rendered = sut.render(CodeBlock(language: "mermaid", code: "graph TD\n A[\"Email<br/>struct\"] --> B\n", line: 1))

        XCTAssertEqual(rendered.html, "<pre class=\"mermaid\">graph TD\n A[&quot;Email&lt;br/&gt;struct&quot;] --&gt; B\n</pre>")
        XCTAssertTrue(rendered.needsDiagramScript)
    }

    func test_render_diagramInSourceMode_isACodeBlockWithoutScript() {
        let rendered = CodeBlockHTMLRenderer(diagrams: .source).render(CodeBlock(language: "mermaid", code: "graph TD\n", line: 1))

        XCTAssertEqual(rendered.html, "<pre><code class=\"language-mermaid\">graph TD\n</code></pre>")
        XCTAssertFalse(rendered.needsDiagramScript)
    }

    func test_render_diagramInSVGMode_inlinesTheSVGAndKeepsTheSourceInDetails() {
        let (sut, renderer) = makeSUT(result: .success("<svg id=\"x\"><g/></svg>"))

        let rendered = sut.render(CodeBlock(language: "mermaid", code: "graph TD\n A --> B\n", line: 1))

        XCTAssertEqual(renderer.sources, ["graph TD\n A --> B\n"])
        XCTAssertTrue(rendered.html.hasPrefix("<figure class=\"diagram\"><svg id=\"d"), rendered.html)
        XCTAssertTrue(rendered.html.hasSuffix("<details><summary>Código del diagrama</summary><pre><code class=\"language-mermaid\">graph TD\n A --&gt; B\n</code></pre></details></figure>"), rendered.html)
        XCTAssertFalse(rendered.needsDiagramScript)
        XCTAssertNil(rendered.warning)
    }

    func test_render_twoDiagramsInSVGMode_getIDsOfTheirOwn() {
        let (sut, _) = makeSUT(result: .success("<svg id=\"merman\"><style>#merman .node{}</style><marker id=\"merman-arrow\"/><path marker-end=\"url(#merman-arrow)\"/></svg>"))

        let first = sut.render(CodeBlock(language: "mermaid", code: "graph TD\n A --> B\n", line: 1)).html
        let second = sut.render(CodeBlock(language: "mermaid", code: "graph TD\n B --> C\n", line: 9)).html

        XCTAssertFalse(first.contains("merman"), first)
        XCTAssertNotEqual(Self.svgID(in: first), Self.svgID(in: second))
        let id = try? XCTUnwrap(Self.svgID(in: first))
        XCTAssertTrue(first.contains("#\(id ?? "?") .node"), first)
        XCTAssertTrue(first.contains("url(#\(id ?? "?")-arrow)"), first)
    }

    func test_render_diagramTheRendererRejects_fallsBackToItsSourceWithAWarning() {
        let (sut, _) = makeSUT(result: .failure(DiagramRenderingError("Unterminated node label")))

        let rendered = sut.render(CodeBlock(language: "mermaid", code: "graph TD\n A[\n", line: 4))

        XCTAssertEqual(rendered.html, "<pre><code class=\"language-mermaid\">graph TD\n A[\n</code></pre>")
        XCTAssertEqual(rendered.warning, "el diagrama no se pudo dibujar, se muestra su código: Unterminated node label")
    }

    // MARK: - Helpers

    private func makeSUT(result: Result<String, DiagramRenderingError>) -> (CodeBlockHTMLRenderer, DiagramRendererSpy) {
        let renderer = DiagramRendererSpy(result: result)
        return (CodeBlockHTMLRenderer(diagrams: .svg(renderer)), renderer)
    }

    private static func svgID(in html: String) -> String? {
        guard let start = html.range(of: "<svg id=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }
}

private final class DiagramRendererSpy: DiagramRendering, @unchecked Sendable {
    private let result: Result<String, DiagramRenderingError>
    private(set) var sources: [String] = []

    init(result: Result<String, DiagramRenderingError>) {
        self.result = result
    }

    func svg(for source: String) throws(DiagramRenderingError) -> String {
        sources.append(source)
        return try result.get()
    }
}

import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

final class CmarkGFMMarkdownRendererTests: XCTestCase {
    func test_render_heading_getsGitHubIdAndPermalink() {
        let (sut, _) = makeSUT()

        let result = sut.render("### ¿Por qué `throws` en vez de `init?` (init failable)?", rewriteLink: { $0 })

        let id = "por-qué-throws-en-vez-de-init-init-failable"
        XCTAssertEqual(result.headings, [Heading(level: 3, text: "¿Por qué throws en vez de init? (init failable)?", id: id, line: 1)])
        XCTAssertHTML(result.html, contains: "<h3 id=\"\(id)\">")
        XCTAssertHTML(result.html, contains: "<code>throws</code>")
        XCTAssertHTML(result.html, contains: "href=\"#\(id)\"")
        XCTAssertHTML(result.html, contains: "</h3>")
    }

    func test_render_repeatedHeadings_getUniqueIds() {
        let (sut, _) = makeSUT()

        let result = sut.render("## Tests\n\n## Tests\n", rewriteLink: { $0 })

        XCTAssertEqual(result.headings.map(\.id), ["tests", "tests-1"])
        XCTAssertHTML(result.html, contains: "<h2 id=\"tests-1\">")
    }

    func test_render_traceabilityTable_becomesHTMLTable() {
        let (sut, _) = makeSUT()
        let markdown = """
            | Escenario BDD | Test XCTest | Resultado |
            |---|---|---|
            | Login correcto | `test_login_withValidCredentials_deliversSession` | Sesión |
            """

        let html = sut.render(markdown, rewriteLink: { $0 }).html

        XCTAssertHTML(html, contains: "<table>")
        XCTAssertHTML(html, contains: "<th>Escenario BDD</th>")
        XCTAssertHTML(html, contains: "<td><code>test_login_withValidCredentials_deliversSession</code></td>")
    }

    func test_render_table_isReadFromTheTreeWithCodeSpansEscapedPipesAndRowLines() {
        let (sut, _) = makeSUT()
        let markdown = """
            Texto

            | Escenario | Test | Nota |
            |---|---|---|
            | Login *correcto* | `test_a` y `test_b` | `a \\| b` |
            | Error | `test_c` | x \\| y |
            """

        let tables = sut.render(markdown, rewriteLink: { $0 }).tables

        XCTAssertEqual(tables, [MarkdownTable(
            header: MarkdownTable.Row(cells: [.init(text: "Escenario"), .init(text: "Test"), .init(text: "Nota")], line: 3),
            rows: [
                MarkdownTable.Row(cells: [
                    .init(text: "Login correcto"),
                    .init(text: "test_a y test_b", codeSpans: ["test_a", "test_b"]),
                    .init(text: "a | b", codeSpans: ["a | b"]),
                ], line: 5),
                MarkdownTable.Row(cells: [.init(text: "Error"), .init(text: "test_c", codeSpans: ["test_c"]), .init(text: "x | y")], line: 6),
            ]
        )])
    }

    func test_render_fencedCode_isHandedToCodeBlockRendererWithLanguageAndLine() {
        let (sut, codeBlocks) = makeSUT()

        let result = sut.render("Texto\n\n```Swift title=x\nlet a = 1 < 2\n```\n", rewriteLink: { $0 })

        XCTAssertEqual(codeBlocks.received, [CodeBlock(language: "swift", code: "let a = 1 < 2\n", line: 3)])
        XCTAssertHTML(result.html, contains: "<div class=\"spy-code\">swift</div>")
        XCTAssertEqual(result.codeBlocks, codeBlocks.received)
    }

    func test_render_links_areRewrittenAndRecordedWithTheirLines() {
        let (sut, _) = makeSUT()
        let markdown = "Primera línea\n\nVer [la capa](02-application.md#el-protocolo) y\n![diagrama](img/d.png)\n"

        let result = sut.render(markdown, rewriteLink: { $0.replacingOccurrences(of: ".md", with: ".html") })

        XCTAssertEqual(result.links, [
            LessonLink(destination: "02-application.md#el-protocolo", kind: .link, line: 3),
            LessonLink(destination: "img/d.png", kind: .image, line: 4),
        ])
        XCTAssertHTML(result.html, contains: "href=\"02-application.html#el-protocolo\"")
    }

    func test_render_rawHTMLAndScriptLinks_areLeftOutByDefault() {
        let (sut, _) = makeSUT()

        let html = sut.render("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>negrita</b>", rewriteLink: { $0 }).html

        XCTAssertHTML(html, doesNotContain: "<script>")
        XCTAssertHTML(html, doesNotContain: "javascript:")
        XCTAssertHTML(html, doesNotContain: "<b>")
    }

    func test_render_withRawHTMLAllowed_keepsMarkupButFiltersScripts() {
        let (sut, _) = makeSUT(allowsRawHTML: true)

        let html = sut.render("<details><summary>Más</summary>texto</details>\n\n<script>alert(1)</script>\n", rewriteLink: { $0 }).html

        XCTAssertHTML(html, contains: "<details><summary>Más</summary>")
        XCTAssertHTML(html, doesNotContain: "<script>")
    }

    func test_render_strikethroughTaskListAndAutolink_areOn() {
        let (sut, _) = makeSUT()

        let html = sut.render("- [x] ~~hecho~~ en www.swift.org\n", rewriteLink: { $0 }).html

        XCTAssertHTML(html, contains: "<del>hecho</del>")
        XCTAssertHTML(html, contains: "type=\"checkbox\"")
        XCTAssertHTML(html, contains: "href=\"http://www.swift.org\"")
    }

    func test_firstTitle_onTheFirstLine_isItsText() {
        let (sut, _) = makeSUT()

        XCTAssertEqual(sut.firstTitle(in: "# Feature Login: Capa `Domain`\n\nTexto\n"), "Feature Login: Capa Domain")
    }

    func test_firstTitle_afterHashCommentsInCodeBlocks_isTheRealHeading() {
        let (sut, _) = makeSUT()
        let markdown = "Intro\n\n```bash\n# no es un título\n# tampoco\n# ni este\n```\n\n## Sección\n\n# Título real\n"

        XCTAssertEqual(sut.firstTitle(in: markdown), "Título real")
    }

    func test_firstTitle_setextHeading_isFound() {
        let (sut, _) = makeSUT()

        XCTAssertEqual(sut.firstTitle(in: "Capa Domain\n===========\n\nTexto\n"), "Capa Domain")
    }

    func test_firstTitle_withoutLevelOneHeading_isNil() {
        let (sut, _) = makeSUT()

        XCTAssertNil(sut.firstTitle(in: "## Solo subtítulos\n\n```swift\n# no\n```\n"))
    }

    func test_firstTitle_agreesWithTheHeadingsOfTheRenderedPage() {
        let (sut, _) = makeSUT()
        let markdown = "> # Cita con título\n\n# Segundo\n"

        let rendered = sut.render(markdown, rewriteLink: { $0 })

        XCTAssertEqual(sut.firstTitle(in: markdown), rendered.headings.first { $0.level == 1 }?.text)
    }

    func test_render_codeBlockWarning_isReportedAtTheBlockLine() {
        let (sut, codeBlocks) = makeSUT()
        codeBlocks.warning = "no se pudo dibujar"

        let result = sut.render("Texto\n\n```mermaid\ngraph TD\n```\n", rewriteLink: { $0 })

        XCTAssertEqual(result.warnings, [RenderedMarkdown.LineWarning(line: 3, message: "no se pudo dibujar")])
    }

    func test_render_blockThatNeedsTheDiagramScript_marksTheDocument() {
        let (sut, codeBlocks) = makeSUT()
        codeBlocks.needsDiagramScript = true

        XCTAssertTrue(sut.render("```mermaid\ngraph TD\n```\n", rewriteLink: { $0 }).needsDiagramScript)
        XCTAssertFalse(sut.render("Sin bloques\n", rewriteLink: { $0 }).needsDiagramScript)
    }

    // MARK: - Helpers

    private func makeSUT(allowsRawHTML: Bool = false) -> (CmarkGFMMarkdownRenderer, CodeBlockRendererSpy) {
        let codeBlocks = CodeBlockRendererSpy()
        let sut = CmarkGFMMarkdownRenderer(codeBlocks: codeBlocks, allowsRawHTML: allowsRawHTML)
        return (sut, codeBlocks)
    }
}

/// Records the code blocks it is given and answers with a marker the test can find in the page.
private final class CodeBlockRendererSpy: CodeBlockRendering, @unchecked Sendable {
    private(set) var received: [CodeBlock] = []

    var warning: String?
    var needsDiagramScript = false

    func render(_ block: CodeBlock) -> RenderedCodeBlock {
        received.append(block)
        return RenderedCodeBlock(html: "<div class=\"spy-code\">\(block.language ?? "")</div>", needsDiagramScript: needsDiagramScript, warning: warning)
    }
}

import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

final class CmarkGFMMarkdownRendererTests: XCTestCase {
    func test_render_heading_getsGitHubIdAndPermalink() {
        let (sut, _) = makeSUT()

        let result = sut.render("### ¿Por qué `throws` en vez de `init?` (init failable)?", includeHTML: true, rewriteLink: { $0 })

        let id = "por-qué-throws-en-vez-de-init-init-failable"
        XCTAssertEqual(result.headings, [Heading(level: 3, text: "¿Por qué throws en vez de init? (init failable)?", id: id, line: 1)])
        XCTAssertHTML(result.html, contains: "<h3 id=\"\(id)\">")
        XCTAssertHTML(result.html, contains: "<code>throws</code>")
        XCTAssertHTML(result.html, contains: "href=\"#\(id)\"")
        XCTAssertHTML(result.html, contains: "</h3>")
    }

    func test_render_repeatedHeadings_getUniqueIds() {
        let (sut, _) = makeSUT()

        let result = sut.render("## Tests\n\n## Tests\n", includeHTML: true, rewriteLink: { $0 })

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

        let html = sut.render(markdown, includeHTML: true, rewriteLink: { $0 }).html

        XCTAssertHTML(html, contains: "<table>")
        XCTAssertHTML(html, contains: "<th>Escenario BDD</th>")
        XCTAssertHTML(html, contains: "<td><code>test_login_withValidCredentials_deliversSession</code></td>")
    }

    func test_render_fencedCode_isHandedToCodeBlockRendererWithLanguageAndLine() {
        let (sut, codeBlocks) = makeSUT()

        let result = sut.render("Texto\n\n```Swift title=x\nlet a = 1 < 2\n```\n", includeHTML: true, rewriteLink: { $0 })

        XCTAssertEqual(codeBlocks.received, [CodeBlock(language: "swift", code: "let a = 1 < 2\n", line: 3)])
        XCTAssertHTML(result.html, contains: "<div class=\"spy-code\">swift</div>")
        XCTAssertEqual(result.codeLanguages, ["swift"])
    }

    func test_render_links_areRewrittenAndRecordedWithTheirLines() {
        let (sut, _) = makeSUT()
        let markdown = "Primera línea\n\nVer [la capa](02-application.md#el-protocolo) y\n![diagrama](img/d.png)\n"

        let result = sut.render(markdown, includeHTML: true, rewriteLink: { $0.replacingOccurrences(of: ".md", with: ".html") })

        XCTAssertEqual(result.links, [
            LessonLink(destination: "02-application.md#el-protocolo", kind: .link, line: 3),
            LessonLink(destination: "img/d.png", kind: .image, line: 4),
        ])
        XCTAssertHTML(result.html, contains: "href=\"02-application.html#el-protocolo\"")
    }

    func test_render_rawHTMLAndScriptLinks_areLeftOutByDefault() {
        let (sut, _) = makeSUT()

        let html = sut.render("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>negrita</b>", includeHTML: true, rewriteLink: { $0 }).html

        XCTAssertHTML(html, doesNotContain: "<script>")
        XCTAssertHTML(html, doesNotContain: "javascript:")
        XCTAssertHTML(html, doesNotContain: "<b>")
    }

    func test_render_withRawHTMLAllowed_keepsMarkupButFiltersScripts() {
        let (sut, _) = makeSUT(allowsRawHTML: true)

        let html = sut.render("<details><summary>Más</summary>texto</details>\n\n<script>alert(1)</script>\n", includeHTML: true, rewriteLink: { $0 }).html

        XCTAssertHTML(html, contains: "<details><summary>Más</summary>")
        XCTAssertHTML(html, doesNotContain: "<script>")
    }

    func test_render_strikethroughTaskListAndAutolink_areOn() {
        let (sut, _) = makeSUT()

        let html = sut.render("- [x] ~~hecho~~ en www.swift.org\n", includeHTML: true, rewriteLink: { $0 }).html

        XCTAssertHTML(html, contains: "<del>hecho</del>")
        XCTAssertHTML(html, contains: "type=\"checkbox\"")
        XCTAssertHTML(html, contains: "href=\"http://www.swift.org\"")
    }

    func test_render_withoutHTML_stillFindsHeadingsAndLinksButRendersNothing() {
        let (sut, codeBlocks) = makeSUT()

        let result = sut.render("# Título\n\n[a](b.md)\n\n```swift\nx\n```\n", includeHTML: false, rewriteLink: { $0 })

        XCTAssertEqual(result.html, "")
        XCTAssertEqual(result.headings.map(\.text), ["Título"])
        XCTAssertEqual(result.links.map(\.destination), ["b.md"])
        XCTAssertEqual(codeBlocks.received, [])
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

    func html(for block: CodeBlock) -> String {
        received.append(block)
        return "<div class=\"spy-code\">\(block.language ?? "")</div>"
    }
}

import CourseCodeCore
import Foundation
import LessonsCore
import LessonsInterface
import SiteCore
import SiteInterface
import TestSupport
import XCTest

final class LessonBodyRendererTests: XCTestCase {
    func test_render_headings_getTheirIDsAndAPermalink() async {
        let (sut, document) = makeSUT()
        let lesson = makeLesson("a.md", headings: [makeHeading("Por qué", id: "por-qué", level: 3)])

        _ = await sut.render(read(lesson, document))

        XCTAssertEqual(document.received?.headings, [0: MarkdownReplacements.Wrapper(
            opening: "<h3 id=\"por-qué\">",
            closing: "<a class=\"heading-anchor\" href=\"#por-qué\" aria-label=\"Enlace a esta sección\">#</a></h3>"
        )])
    }

    func test_render_callouts_getABoxOfTheirKindTitledInSpanish() async {
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(callouts: Callout.Kind.allCases.enumerated().map { Callout(kind: $1, line: $0 + 1) })

        _ = await sut.render(read(makeLesson("a.md"), document))

        let openings = (0..<5).map { document.received?.callouts[$0]?.opening ?? "" }
        XCTAssertEqual(openings, [
            "<div class=\"callout callout-note\"><p class=\"callout-title\">Nota</p>\n",
            "<div class=\"callout callout-tip\"><p class=\"callout-title\">Sugerencia</p>\n",
            "<div class=\"callout callout-important\"><p class=\"callout-title\">Importante</p>\n",
            "<div class=\"callout callout-warning\"><p class=\"callout-title\">Advertencia</p>\n",
            "<div class=\"callout callout-caution\"><p class=\"callout-title\">Precaución</p>\n",
        ])
        XCTAssertEqual(document.received?.callouts[0]?.closing, "</div>\n")
    }

    func test_render_links_onlyThoseTheSiteRewritesAreReplaced() async {
        let (sut, document) = makeSUT(baseURL: "/curso/")
        document.facts = MarkdownFacts(links: [
            LessonLink(destination: "02-application.md#x", line: 1),
            LessonLink(destination: "https://swift.org", line: 2),
            LessonLink(destination: "/img/a.png", kind: .image, line: 3),
        ])

        _ = await sut.render(read(makeLesson("a.md"), document))

        XCTAssertEqual(document.received?.linkDestinations, [0: "02-application.html#x", 2: "/curso/img/a.png"])
    }

    func test_render_blockOfAnotherLanguage_isEscapedAndKeepsItsLanguageClass() async {
        let html = await codeHTML(for: CodeBlock(info: "bash", code: "if [ a < b ] && echo \"d\"\n", line: 1))

        XCTAssertEqual(html, "<pre><code class=\"language-bash\">if [ a &lt; b ] &amp;&amp; echo &quot;d&quot;\n</code></pre>")
    }

    func test_render_swiftBlock_leavesASlotThatCompletingFillsWithTheBlockHighlighted() async {
        let block = CodeBlock(info: "swift", code: "let a = 1\n", line: 3)
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(codeBlocks: [block])
        document.html = "<p>antes</p>\n{slot}\n<p>después</p>"

        let body = await sut.render(read(makeLesson("a.md"), document))
        let completed = LessonBodyRenderer.completing(body, of: Lesson(summary: makeSummary("a.md"), swiftBlocks: [block]), frames: noFrames())

        XCTAssertEqual(document.received?.codeBlocks[0], "<!--course-site:swift:0-->")
        XCTAssertTrue(completed.html.hasPrefix("<p>antes</p>\n<pre><code class=\"language-swift\"><span class=\"kw\">let</span>"), completed.html)
        XCTAssertTrue(completed.html.hasSuffix("</code></pre>\n<p>después</p>"), completed.html)
    }

    func test_render_languageWithMarkup_isReducedToSafeClassCharacters() async {
        let html = await codeHTML(for: CodeBlock(info: "x\"><script>", code: "", line: 1))

        XCTAssertEqual(html, "<pre><code class=\"language-xscript\"></code></pre>")
    }

    func test_render_blockWithoutLanguage_hasNoClass() async {
        let html = await codeHTML(for: CodeBlock(info: "", code: "x", line: 1))

        XCTAssertEqual(html, "<pre><code>x</code></pre>")
    }

    func test_render_diagramInClientMode_keepsEscapedSourceForTheBrowserToDraw() async {
        let (sut, document) = makeSUT(diagrams: .client)
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n A[\"Email<br/>struct\"] --> B\n", line: 1)])

        let body = await sut.render(read(makeLesson("a.md"), document))

        XCTAssertEqual(document.received?.codeBlocks[0], "<pre class=\"mermaid\">graph TD\n A[&quot;Email&lt;br/&gt;struct&quot;] --&gt; B\n</pre>")
        XCTAssertTrue(body.needsDiagramScript)
    }

    func test_render_diagramInSourceMode_isACodeBlockWithoutScript() async {
        let (sut, document) = makeSUT(diagrams: .source)
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 1)])

        let body = await sut.render(read(makeLesson("a.md"), document))

        XCTAssertEqual(document.received?.codeBlocks[0], "<pre><code class=\"language-mermaid\">graph TD\n</code></pre>")
        XCTAssertFalse(body.needsDiagramScript)
    }

    func test_render_diagramInSVGMode_inlinesTheSVGAndKeepsTheSourceInDetails() async {
        let renderer = DiagramRendererSpy(result: .success("<svg id=\"x\"><g/></svg>"))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n A --> B\n", line: 1)])

        let body = await sut.render(read(makeLesson("a.md"), document))

        let html = document.received?.codeBlocks[0] ?? ""
        XCTAssertEqual(renderer.sources, ["graph TD\n A --> B\n"])
        XCTAssertTrue(html.hasPrefix("<figure class=\"diagram\"><svg id=\"d"), html)
        XCTAssertTrue(html.hasSuffix("<details><summary>Código del diagrama</summary><pre><code class=\"language-mermaid\">graph TD\n A --&gt; B\n</code></pre></details></figure>"), html)
        XCTAssertFalse(body.needsDiagramScript)
        XCTAssertEqual(body.diagnostics, [])
    }

    func test_render_twoDiagramsInSVGMode_getIDsOfTheirOwn() async {
        let renderer = DiagramRendererSpy(result: .success("<svg id=\"merman\"><style>#merman .node{}</style><marker id=\"merman-arrow\"/><path marker-end=\"url(#merman-arrow)\"/></svg>"))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [
            CodeBlock(info: "mermaid", code: "graph TD\n A --> B\n", line: 1),
            CodeBlock(info: "mermaid", code: "graph TD\n B --> C\n", line: 9),
        ])

        _ = await sut.render(read(makeLesson("a.md"), document))

        let first = document.received?.codeBlocks[0] ?? ""
        let second = document.received?.codeBlocks[1] ?? ""
        XCTAssertFalse(first.contains("merman"), first)
        XCTAssertNotEqual(Self.svgID(in: first), Self.svgID(in: second))
        let id = Self.svgID(in: first) ?? "?"
        XCTAssertTrue(first.contains("#\(id) .node"), first)
        XCTAssertTrue(first.contains("url(#\(id)-arrow)"), first)
    }

    func test_render_diagramTheRendererRejects_fallsBackToItsSourceWithAWarningAtItsFileLine() async {
        let renderer = DiagramRendererSpy(result: .failure(DiagramRenderingError("Unterminated node label")))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n A[\n", line: 4)])

        let body = await sut.render(read(makeLesson("login/a.md"), document, bodyLineOffset: 3))

        XCTAssertEqual(document.received?.codeBlocks[0], "<pre><code class=\"language-mermaid\">graph TD\n A[\n</code></pre>")
        XCTAssertEqual(body.diagnostics, [.warning(
            .diagramRejected,
            file: "login/a.md",
            line: 7,
            "el diagrama no se pudo dibujar, se muestra su código: Unterminated node label"
        )])
    }

    func test_completing_aSlotForABlockTheLessonDoesNotHave_isDroppedAndOtherTextKept() {
        let body = LessonBody(html: "<p>a <!--course-site:swift:7--> b <!--course-site:swift:x--></p>")

        let completed = LessonBodyRenderer.completing(body, of: makeLesson("a.md"), frames: noFrames())

        XCTAssertEqual(completed.html, "<p>a  b <!--course-site:swift:x--></p>")
    }

    func test_completing_slotsAmongTextThatIsNotASCII_areEachFilledInPlace() {
        let lesson = Lesson(summary: makeSummary("a.md"), swiftBlocks: [CodeBlock(info: "swift", code: "1\n", line: 1), CodeBlock(info: "swift", code: "2\n", line: 5)])
        let body = LessonBody(html: "<p>¿Qué?</p><!--course-site:swift:1--><p>ñandú 🎁</p><!--course-site:swift:0--><!--course-site:swift:-->é")

        let completed = LessonBodyRenderer.completing(body, of: lesson, frames: noFrames())

        XCTAssertEqual(completed.html, "<p>¿Qué?</p><pre><code class=\"language-swift\"><span class=\"num\">2</span>\n</code></pre><p>ñandú 🎁</p><pre><code class=\"language-swift\"><span class=\"num\">1</span>\n</code></pre><!--course-site:swift:-->é")
    }

    func test_render_isTheDocumentRenderedWithTheReplacements() async {
        let (sut, document) = makeSUT()

        let body = await sut.render(read(makeLesson("a.md"), document))

        XCTAssertEqual(body.html, "<p>documento</p>")
    }

    func test_renderForPageAndPrint_headings_getPrintIDsPrefixedWithTheLessonsAnchor() async {
        let (sut, document) = makeSUT()
        let lesson = makeLesson("login/a.md", headings: [makeHeading("Por qué", id: "por-qué", level: 3)])

        _ = await sut.renderForPageAndPrint(read(lesson, document), anchors: PrintAnchors(lessons: [lesson.path]))

        XCTAssertEqual(document.allReceived.last?.headings, [0: MarkdownReplacements.Wrapper(
            opening: "<h3 id=\"login/a--por-qué\">",
            closing: "<a class=\"heading-anchor\" href=\"#login/a--por-qué\" aria-label=\"Enlace a esta sección\">#</a></h3>"
        )])
    }

    func test_renderForPageAndPrint_links_pointInsideThePrintPageAndAssetsFromTheSiteRoot() async {
        let (sut, document) = makeSUT(baseURL: "/curso/")
        document.facts = MarkdownFacts(links: [
            LessonLink(destination: "b.md#x", line: 1),
            LessonLink(destination: "#y", line: 2),
            LessonLink(destination: "https://swift.org", line: 3),
            LessonLink(destination: "img/a.png", kind: .image, line: 4),
        ])
        let lesson = makeLesson("login/a.md")

        _ = await sut.renderForPageAndPrint(read(lesson, document), anchors: PrintAnchors(lessons: [lesson.path, lessonPath("login/b.md")]))

        XCTAssertEqual(document.allReceived.last?.linkDestinations, [0: "#login/b--x", 1: "#login/a--y", 3: "login/img/a.png"])
    }

    func test_renderForPageAndPrint_pageBody_isWhatRenderGives() async {
        let renderer = DiagramRendererSpy(result: .failure(DiagramRenderingError("no")))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(links: [LessonLink(destination: "b.md", line: 1)], codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 2)])
        let lesson = makeLesson("a.md", headings: [makeHeading("Uno")])

        let alone = await sut.render(read(lesson, document))
        let both = await sut.renderForPageAndPrint(read(lesson, document), anchors: PrintAnchors(lessons: [lesson.path]))

        XCTAssertEqual(both.page, alone)
        XCTAssertEqual(document.allReceived[1].headings, document.allReceived[0].headings)
        XCTAssertEqual(document.allReceived[1].linkDestinations, document.allReceived[0].linkDestinations)
    }

    func test_renderForPageAndPrint_drawsEachDiagramOnceAndWarnsInThePageBodyOnly() async {
        let renderer = DiagramRendererSpy(result: .failure(DiagramRenderingError("no")))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 2), CodeBlock(info: "swift", code: "let a = 1\n", line: 5)])
        let lesson = makeLesson("a.md")

        let both = await sut.renderForPageAndPrint(read(lesson, document), anchors: PrintAnchors(lessons: [lesson.path]))

        XCTAssertEqual(renderer.sources, ["graph TD\n"])
        XCTAssertEqual(both.page.diagnostics.map(\.id), [.diagramRejected])
        XCTAssertEqual(both.print.diagnostics, [])
        XCTAssertEqual(document.allReceived.map(\.codeBlocks), [document.allReceived[0].codeBlocks, document.allReceived[0].codeBlocks])
        XCTAssertEqual(document.allReceived.last?.codeBlocks[1], "<!--course-site:swift:0-->")
    }

    func test_renderForPageAndPrint_diagramsLeftToTheBrowser_needTheScriptOnThePrintPageToo() async {
        let (sut, document) = makeSUT(diagrams: .client)
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 1)])
        let lesson = makeLesson("a.md")

        let both = await sut.renderForPageAndPrint(read(lesson, document), anchors: PrintAnchors(lessons: [lesson.path]))

        XCTAssertTrue(both.page.needsDiagramScript)
        XCTAssertTrue(both.print.needsDiagramScript)
    }

    func test_completing_printBodyWithPrintFrames_givesTheFramesIDsOfThePrintPage() async {
        let block = CodeBlock(info: "swift", code: "// App/A.swift\nlet a = 1\n", line: 3)
        let lesson = Lesson(summary: makeSummary("s/a.md"), swiftBlocks: [block])
        let code = AssembleCourseCodeUseCase().execute(lessons: [(lesson.path, lesson.swiftBlocks)])
        let frames = CodeFramePresenter(code: code, lessons: [lesson], site: SiteModel(courseTitle: "x", baseURL: "/")).forPrintPage(PrintAnchors(lessons: [lesson.path]))

        let completed = LessonBodyRenderer.completing(LessonBody(html: "<!--course-site:swift:0-->"), of: lesson, frames: frames)

        XCTAssertTrue(completed.html.hasPrefix("<figure class=\"code-frame\" id=\"s/a--codigo-1\">"), completed.html)
    }

    // MARK: - Helpers

    private func makeSUT(diagrams: DiagramMode = .client, baseURL: String = "/") -> (LessonBodyRenderer, ParsedMarkdownSpy) {
        (LessonBodyRenderer(diagrams: diagrams, rewriter: LinkRewriter(baseURL: baseURL)), ParsedMarkdownSpy())
    }

    private func noFrames() -> CodeFramePresenter {
        CodeFramePresenter(code: CourseCode(), lessons: [], site: SiteModel(courseTitle: "x", baseURL: "/"))
    }

    private func read(_ lesson: Lesson, _ document: ParsedMarkdownSpy, bodyLineOffset: Int = 0) -> ReadLessonUseCase.Result {
        ReadLessonUseCase.Result(lesson: lesson, document: document, bodyLineOffset: bodyLineOffset)
    }

    /// The markup written in place of a single code block.
    private func codeHTML(for block: CodeBlock) async -> String? {
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(codeBlocks: [block])
        _ = await sut.render(read(makeLesson("a.md"), document))
        return document.received?.codeBlocks[0]
    }

    private static func svgID(in html: String) -> String? {
        guard let start = html.range(of: "<svg id=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }
}

/// A parsed document that records the replacements it was rendered with, and renders `html`
/// with its first code block's replacement in place of `{slot}`.
private final class ParsedMarkdownSpy: ParsedMarkdown {
    var facts = MarkdownFacts()
    var html = "<p>documento</p>"
    /// Every rendering's replacements, in order.
    private(set) var allReceived: [MarkdownReplacements] = []
    var received: MarkdownReplacements? { allReceived.first }

    func html(replacing replacements: MarkdownReplacements) -> String {
        allReceived.append(replacements)
        return html.replacingOccurrences(of: "{slot}", with: replacements.codeBlocks[0] ?? "")
    }
}

private final class DiagramRendererSpy: DiagramRendering, @unchecked Sendable {
    private let result: Result<String, DiagramRenderingError>
    private(set) var sources: [String] = []

    init(result: Result<String, DiagramRenderingError>) {
        self.result = result
    }

    func svg(for source: String) async throws(DiagramRenderingError) -> String {
        sources.append(source)
        return try result.get()
    }
}

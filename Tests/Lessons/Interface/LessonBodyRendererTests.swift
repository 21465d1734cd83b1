import CourseCodeCore
import Foundation
import LessonsCore
@testable import LessonsInterface
import SiteCore
import SiteInterface
import TestSupport
import XCTest

final class LessonBodyRendererTests: XCTestCase {
    func test_completing_headingsOnTheirPage_getTheirIDsAndAPermalink() async {
        let (sut, document) = makeSUT()
        let lesson = makeLesson("a.md", headings: [makeHeading("Por qué", id: "por-qué", level: 3)])

        let draft = await sut.draft(read(lesson, document))
        let page = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames())])[0]

        XCTAssertEqual(page.html.text, "<h3 id=\"por-qué\">Por qué<a class=\"heading-anchor\" href=\"#por-qué\" aria-label=\"Enlace a esta sección\"></a></h3>")
    }

    func test_completing_headingsOnThePrintPage_getIDsPrefixedWithTheLessonsAnchor() async {
        let (sut, document) = makeSUT()
        let lesson = makeLesson("login/a.md", headings: [makeHeading("Por qué", id: "por-qué", level: 3)])
        let anchors = PrintAnchors(lessons: [lesson.path])

        let draft = await sut.draft(read(lesson, document), printAnchors: anchors)
        let bodies = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames()), .print(frames: noFrames(), anchors: anchors)])

        XCTAssertEqual(bodies[1].html.text, "<h3 id=\"login/a--por-qué\">Por qué<a class=\"heading-anchor\" href=\"#login/a--por-qué\" aria-label=\"Enlace a esta sección\"></a></h3>")
        XCTAssertTrue(bodies[0].html.text.hasPrefix("<h3 id=\"por-qué\">"), bodies[0].html.text)
    }

    func test_draft_callouts_getABoxOfTheirKindTitledInSpanish() async {
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(callouts: Callout.Kind.allCases.enumerated().map { Callout(kind: $1, line: $0 + 1) })

        _ = await sut.draft(read(makeLesson("a.md"), document))

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

    func test_completing_linksOnTheirPage_onlyThoseTheSiteRewritesChangeAndTheParserEscapesThem() async {
        let (sut, document) = makeSUT(baseURL: "/curso/")
        document.facts = MarkdownFacts(links: [
            LessonLink(destination: "02-application.md#x", line: 1),
            LessonLink(destination: "https://swift.org", line: 2),
            LessonLink(destination: "/img/a.png", kind: .image, line: 3),
        ])
        let lesson = makeLesson("a.md")

        let draft = await sut.draft(read(lesson, document))
        let page = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames())])[0]

        XCTAssertEqual(document.received?.linkDestinations.keys.sorted(), [0, 2])
        XCTAssertEqual(page.html.text, "<a href=\"escaped(02-application.html#x)\"></a><a href=\"https://swift.org\"></a><a href=\"escaped(/curso/img/a.png)\"></a>")
    }

    func test_completing_linksOnThePrintPage_pointInsideItAndAssetsFromTheSiteRoot() async {
        let (sut, document) = makeSUT(baseURL: "/curso/")
        document.facts = MarkdownFacts(links: [
            LessonLink(destination: "b.md#x", line: 1),
            LessonLink(destination: "#y", line: 2),
            LessonLink(destination: "https://swift.org", line: 3),
            LessonLink(destination: "img/a.png", kind: .image, line: 4),
        ])
        let lesson = makeLesson("login/a.md")
        let anchors = PrintAnchors(lessons: [lesson.path, lessonPath("login/b.md")])

        let draft = await sut.draft(read(lesson, document), printAnchors: anchors)
        let print = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames()), .print(frames: noFrames(), anchors: anchors)])[1]

        XCTAssertEqual(
            print.html.text,
            "<a href=\"escaped(#login/b--x)\"></a><a href=\"escaped(#login/a--y)\"></a><a href=\"https://swift.org\"></a><a href=\"escaped(login/img/a.png)\"></a>"
        )
    }

    func test_draft_linkOnlyThePrintPageRewrites_keepsItsDestinationOnThePage() async {
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(links: [LessonLink(destination: "#y", line: 1)])
        let lesson = makeLesson("a.md")
        let anchors = PrintAnchors(lessons: [lesson.path])

        let draft = await sut.draft(read(lesson, document), printAnchors: anchors)
        let bodies = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames()), .print(frames: noFrames(), anchors: anchors)])

        XCTAssertEqual(draft.hrefs, [["escaped(#y)"], ["escaped(#a--y)"]])
        XCTAssertEqual(bodies.map(\.html.text), ["<a href=\"escaped(#y)\"></a>", "<a href=\"escaped(#a--y)\"></a>"])
    }

    func test_draft_blockOfAnotherLanguage_isEscapedAndKeepsItsLanguageClass() async {
        let html = await codeHTML(for: CodeBlock(info: "bash", code: "if [ a < b ] && echo \"d\"\n", line: 1))

        XCTAssertEqual(html, "<pre><code class=\"language-bash\">if [ a &lt; b ] &amp;&amp; echo &quot;d&quot;\n</code></pre>")
    }

    func test_completing_swiftBlock_fillsItsSlotWithTheBlockHighlighted() async {
        let block = CodeBlock(info: "swift", code: "let a = 1\n", line: 3)
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(codeBlocks: [block])
        let lesson = Lesson(summary: makeSummary("a.md"), swiftBlocks: [SwiftBlock(block)])

        let draft = await sut.draft(read(lesson, document, swiftBlocks: [block]))
        let page = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames())])[0]

        XCTAssertEqual(page.html.text, "<pre><code class=\"language-swift\"><span class=\"kw\">let</span> a = <span class=\"num\">1</span>\n</code></pre>")
    }

    func test_draft_languageWithMarkup_isReducedToSafeClassCharacters() async {
        let html = await codeHTML(for: CodeBlock(info: "x\"><script>", code: "", line: 1))

        XCTAssertEqual(html, "<pre><code class=\"language-xscript\"></code></pre>")
    }

    func test_draft_blockWithoutLanguage_hasNoClass() async {
        let html = await codeHTML(for: CodeBlock(info: "", code: "x", line: 1))

        XCTAssertEqual(html, "<pre><code>x</code></pre>")
    }

    func test_draft_diagramInClientMode_keepsEscapedSourceForTheBrowserToDraw() async {
        let (sut, document) = makeSUT(diagrams: .client)
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n A[\"Email<br/>struct\"] --> B\n", line: 1)])

        let draft = await sut.draft(read(makeLesson("a.md"), document))

        XCTAssertEqual(document.received?.codeBlocks[0], "<pre class=\"mermaid\">graph TD\n A[&quot;Email&lt;br/&gt;struct&quot;] --&gt; B\n</pre>")
        XCTAssertTrue(draft.needsDiagramScript)
    }

    func test_draft_diagramInSourceMode_isACodeBlockWithoutScript() async {
        let (sut, document) = makeSUT(diagrams: .source)
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 1)])

        let draft = await sut.draft(read(makeLesson("a.md"), document))

        XCTAssertEqual(document.received?.codeBlocks[0], "<pre><code class=\"language-mermaid\">graph TD\n</code></pre>")
        XCTAssertFalse(draft.needsDiagramScript)
    }

    func test_completing_diagramInSVGMode_showsItsDrawingsFileFromEachPlaceAndKeepsTheSourceInDetails() async {
        let renderer = DiagramRendererSpy(result: .success("<svg id=\"x\" width=\"100%\" viewBox=\"4 4 630.74 187\"><g/></svg>"))
        let (sut, document) = makeSUT(diagrams: .svg(renderer), baseURL: "/curso/")
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n A --> B\n", line: 1)])
        let lesson = makeLesson("login/a.md")
        let anchors = PrintAnchors(lessons: [lesson.path])

        let draft = await sut.draft(read(lesson, document), printAnchors: anchors)
        let bodies = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames()), .print(frames: noFrames(), anchors: anchors)])

        let path = "diagrams/d\(ContentHash.of("graph TD\n A --> B\n")).svg"
        let figure = { (source: String) in
            "<figure class=\"diagram\"><img src=\"escaped(\(source))\" alt=\"Diagrama\" width=\"631\" height=\"187\">"
                + "<details><summary>Código del diagrama</summary><pre><code class=\"language-mermaid\">graph TD\n A --&gt; B\n</code></pre></details></figure>"
        }
        XCTAssertEqual(renderer.sources, ["graph TD\n A --> B\n"])
        XCTAssertEqual(bodies.map(\.html.text), [figure("/curso/" + path), figure(path)])
        XCTAssertEqual(draft.drawings.map(\.path), [path])
        XCTAssertEqual(draft.drawings.map(\.svg), ["<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"x\" width=\"100%\" viewBox=\"4 4 630.74 187\"><g/></svg>"])
        XCTAssertFalse(draft.needsDiagramScript)
        XCTAssertEqual(draft.diagnostics, [])
    }

    func test_draft_twoDiagramsInSVGMode_haveAFileEachAndOneShownTwiceIsDrawnOnce() async {
        let renderer = DiagramRendererSpy(result: .success("<svg id=\"merman\" xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>"))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [
            CodeBlock(info: "mermaid", code: "graph TD\n A --> B\n", line: 1),
            CodeBlock(info: "mermaid", code: "graph TD\n B --> C\n", line: 9),
            CodeBlock(info: "mermaid", code: "graph TD\n A --> B\n", line: 17),
        ])

        let draft = await sut.draft(read(makeLesson("a.md"), document))

        let paths = ["graph TD\n A --> B\n", "graph TD\n B --> C\n"].map { "diagrams/d\(ContentHash.of($0)).svg" }
        XCTAssertEqual(draft.drawings.map(\.path), paths)
        XCTAssertEqual(draft.drawings.map(\.svg), Array(repeating: "<svg id=\"merman\" xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>", count: 2))
        XCTAssertEqual(renderer.sources, ["graph TD\n A --> B\n", "graph TD\n B --> C\n"])
        XCTAssertEqual(draft.hrefs, [["escaped(/\(paths[0]))", "escaped(/\(paths[1]))", "escaped(/\(paths[0]))"]])
    }

    func test_draft_diagramTheRendererRejects_fallsBackToItsSourceWithAWarningAtItsFileLine() async {
        let renderer = DiagramRendererSpy(result: .failure(DiagramRenderingError("Unterminated node label")))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n A[\n", line: 4)])

        let draft = await sut.draft(read(makeLesson("login/a.md"), document, bodyLineOffset: 3))

        XCTAssertEqual(document.received?.codeBlocks[0], "<pre><code class=\"language-mermaid\">graph TD\n A[\n</code></pre>")
        XCTAssertEqual(draft.diagnostics, [.warning(
            .diagramRejected,
            file: "login/a.md",
            line: 7,
            "el diagrama no se pudo dibujar, se muestra su código: Unterminated node label"
        )])
    }

    func test_completing_aSlotTheLessonHasNoValueFor_isLeftEmptyAndOtherTextKept() {
        let draft = LessonBodyDraft(rendered: HTML("<p>a " + BodySlots.marker(.swiftBlock, 7) + " b " + BodySlots.marker(.link, 0) + BodySlots.marker(.headingOpening, 3) + "</p>"))

        let page = LessonBodyRenderer.completing(draft, of: makeLesson("a.md"), in: [.page(frames: noFrames())])[0]

        XCTAssertEqual(page.html.text, "<p>a  b </p>")
    }

    func test_completing_slotsAmongTextThatIsNotASCII_areEachFilledInPlace() {
        let blocks = [CodeBlock(info: "swift", code: "1\n", line: 1), CodeBlock(info: "swift", code: "2\n", line: 5)]
        let lesson = Lesson(summary: makeSummary("a.md"), swiftBlocks: blocks.map { SwiftBlock($0) })
        let draft = LessonBodyDraft(rendered: HTML(
            "<p>¿Qué?</p>" + BodySlots.marker(.swiftBlock, 1) + "<p>ñandú 🎁</p>" + BodySlots.marker(.swiftBlock, 0) + "~cs-s0~é"
        ), swiftBlocks: blocks)

        let page = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames())])[0]

        XCTAssertEqual(
            page.html.text,
            "<p>¿Qué?</p><pre><code class=\"language-swift\"><span class=\"num\">2</span>\n</code></pre><p>ñandú 🎁</p><pre><code class=\"language-swift\"><span class=\"num\">1</span>\n</code></pre>~cs-s0~é"
        )
    }

    func test_draft_isTheDocumentRenderedWithTheReplacements() async {
        let (sut, document) = makeSUT()
        document.html = "<p>documento</p>"

        let draft = await sut.draft(read(makeLesson("a.md"), document))

        XCTAssertEqual(draft.html, "<p>documento</p>")
    }

    func test_draft_forBothPlaces_drawsEachDiagramOnceAndWarnsOnce() async {
        let renderer = DiagramRendererSpy(result: .failure(DiagramRenderingError("no")))
        let (sut, document) = makeSUT(diagrams: .svg(renderer))
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 2), CodeBlock(info: "swift", code: "let a = 1\n", line: 5)])
        let lesson = makeLesson("a.md")

        let draft = await sut.draft(read(lesson, document), printAnchors: PrintAnchors(lessons: [lesson.path]))

        XCTAssertEqual(renderer.sources, ["graph TD\n"])
        XCTAssertEqual(draft.diagnostics.map(\.id), [.diagramRejected])
        XCTAssertEqual(document.allReceived.count, 1)
    }

    func test_completing_diagramsLeftToTheBrowser_needTheScriptInEveryPlace() async {
        let (sut, document) = makeSUT(diagrams: .client)
        document.facts = MarkdownFacts(codeBlocks: [CodeBlock(info: "mermaid", code: "graph TD\n", line: 1)])
        let lesson = makeLesson("a.md")
        let anchors = PrintAnchors(lessons: [lesson.path])

        let draft = await sut.draft(read(lesson, document), printAnchors: anchors)
        let bodies = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: noFrames()), .print(frames: noFrames(), anchors: anchors)])

        XCTAssertEqual(bodies.map(\.needsDiagramScript), [true, true])
    }

    func test_completing_onThePrintPage_givesTheFramesIDsOfThePrintPage() async {
        let block = CodeBlock(info: "swift", code: "// App/A.swift\nlet a = 1\n", line: 3)
        let lesson = Lesson(summary: makeSummary("s/a.md"), swiftBlocks: [SwiftBlock(block)])
        let code = AssembleCourseCodeUseCase().execute(lessons: [(lesson.path, [block])])
        let anchors = PrintAnchors(lessons: [lesson.path])
        let frames = CodeFramePresenter(code: code, lessons: [lesson], site: SiteModel(courseTitle: "x", baseURL: "/"))
        let draft = LessonBodyDraft(rendered: HTML(BodySlots.marker(.swiftBlock, 0)), swiftBlocks: [block])

        let bodies = LessonBodyRenderer.completing(draft, of: lesson, in: [.page(frames: frames), .print(frames: frames.forPrintPage(anchors), anchors: anchors)])

        XCTAssertTrue(bodies[0].html.text.hasPrefix("<figure class=\"code-frame\" id=\"codigo-1\">"), bodies[0].html.text)
        XCTAssertTrue(bodies[1].html.text.hasPrefix("<figure class=\"code-frame\" id=\"s/a--codigo-1\">"), bodies[1].html.text)
    }

    // MARK: - Helpers

    private func makeSUT(diagrams: DiagramMode = .client, baseURL: String = "/") -> (LessonBodyRenderer, ParsedMarkdownSpy) {
        (LessonBodyRenderer(diagrams: diagrams, rewriter: LinkRewriter(baseURL: baseURL)), ParsedMarkdownSpy())
    }

    private func noFrames() -> CodeFramePresenter {
        CodeFramePresenter(code: CourseCode(), lessons: [], site: SiteModel(courseTitle: "x", baseURL: "/"))
    }

    private func read(_ lesson: Lesson, _ document: ParsedMarkdownSpy, bodyLineOffset: Int = 0, swiftBlocks: [CodeBlock] = []) -> ReadLessonUseCase.Result {
        if document.facts.headings.isEmpty {
            document.facts = MarkdownFacts(
                headings: lesson.headings.map { MarkdownFacts.Heading(level: $0.level, text: $0.text, line: $0.line) },
                links: document.facts.links, codeBlocks: document.facts.codeBlocks, tables: document.facts.tables, callouts: document.facts.callouts
            )
        }
        return ReadLessonUseCase.Result(lesson: lesson, document: document, bodyLineOffset: bodyLineOffset, swiftBlocks: swiftBlocks)
    }

    /// The markup written in place of a single code block.
    private func codeHTML(for block: CodeBlock) async -> String? {
        let (sut, document) = makeSUT()
        document.facts = MarkdownFacts(codeBlocks: [block])
        _ = await sut.draft(read(makeLesson("a.md"), document))
        return document.received?.codeBlocks[0]
    }
}

/// A parsed document that records the replacements it was rendered with, and renders them as
/// cmark-gfm would put them: each heading's wrapper around its text, each link's destination in an
/// `href`, then each code block's markup. Its hrefs are the destinations marked `escaped(…)`.
private final class ParsedMarkdownSpy: ParsedMarkdown {
    var facts = MarkdownFacts()
    /// What it renders instead, when set.
    var html: String?
    /// Every rendering's replacements, in order.
    private(set) var allReceived: [MarkdownReplacements] = []
    var received: MarkdownReplacements? { allReceived.first }

    func html(replacing replacements: MarkdownReplacements) -> HTML {
        allReceived.append(replacements)
        if let html { return HTML(html) }
        var text = ""
        for (index, heading) in facts.headings.enumerated() {
            let wrapper = replacements.headings[index]
            text += (wrapper?.opening ?? "<h\(heading.level)>") + heading.text + (wrapper?.closing ?? "</h\(heading.level)>")
        }
        for (index, link) in facts.links.enumerated() {
            text += "<a href=\"\(replacements.linkDestinations[index] ?? link.destination)\"></a>"
        }
        for index in facts.codeBlocks.indices {
            text += replacements.codeBlocks[index] ?? ""
        }
        return HTML(text)
    }

    func hrefs(for destinations: [String]) -> [String] {
        destinations.map { "escaped(\($0))" }
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

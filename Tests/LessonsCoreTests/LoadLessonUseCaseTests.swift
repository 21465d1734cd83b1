import LessonsCore
import TestSupport
import XCTest

final class LoadLessonUseCaseTests: XCTestCase {
    func test_summary_withFrontMatterTitle_usesItWithoutLookingForAHeading() throws {
        let (sut, renderer) = makeSUT(frontMatter: FrontMatter(title: "Del front matter", order: 2, description: "Resumen"))
        renderer.firstTitle = "Del encabezado"

        let summary = try sut.summary(of: lessonPath("login/01.md"))

        XCTAssertEqual(summary, LessonSummary(path: lessonPath("login/01.md"), title: "Del front matter", description: "Resumen", order: 2))
        XCTAssertEqual(renderer.messages, [])
    }

    func test_summary_withoutFrontMatterTitle_usesFirstLevelOneHeading() throws {
        let (sut, renderer) = makeSUT(body: "# Capa Domain")
        renderer.firstTitle = "Capa Domain"

        let summary = try sut.summary(of: lessonPath("login/01.md"))

        XCTAssertEqual(summary.title, "Capa Domain")
        XCTAssertEqual(renderer.messages, [.firstTitle(markdown: "# Capa Domain")])
    }

    func test_summary_withoutTitleNorHeading_usesReadableFileName() throws {
        let (sut, _) = makeSUT()

        let summary = try sut.summary(of: lessonPath("login/03-infrastructure.md"))

        XCTAssertEqual(summary.title, "Infrastructure")
    }

    func test_execute_rendersWithTheLinkRewriterAndTitlesFromTheFirstHeading() throws {
        let (sut, renderer) = makeSUT(body: "cuerpo")
        renderer.headings = [makeHeading("Subtítulo", level: 2), makeHeading("Capa Domain", level: 1)]

        let result = try sut.execute(lessonPath("a.md"))

        XCTAssertEqual(renderer.messages, [.render(markdown: "cuerpo", rewrittenSample: "b.html#c")])
        XCTAssertEqual(result.html, "<p>cuerpo</p>")
        XCTAssertEqual(result.lesson.title, "Capa Domain")
    }

    func test_execute_afterFrontMatter_reportsLinesOfTheFile() throws {
        let (sut, renderer) = makeSUT(bodyLineOffset: 4)
        renderer.headings = [makeHeading("Uno", line: 1)]
        renderer.links = [LessonLink(destination: "x.md", line: 3)]

        let lesson = try sut.execute(lessonPath("a.md")).lesson

        XCTAssertEqual(lesson.headings.map(\.line), [5])
        XCTAssertEqual(lesson.links.map(\.line), [7])
    }

    func test_execute_withABlockForTheBrowserToDraw_marksTheLessonAsNeedingTheScript() throws {
        let (sut, renderer) = makeSUT()
        renderer.needsDiagramScript = true

        let lesson = try sut.execute(lessonPath("a.md")).lesson

        XCTAssertTrue(lesson.needsDiagramScript)
    }

    func test_execute_codeBlockWarnings_becomeDiagnosticsAtTheirFileLines() throws {
        let (sut, renderer) = makeSUT(bodyLineOffset: 4)
        renderer.warnings = [RenderedMarkdown.LineWarning(line: 12, message: "diagrama no válido")]

        let lesson = try sut.execute(lessonPath("login/a.md")).lesson

        XCTAssertEqual(lesson.warnings, [Diagnostic(file: "login/a.md", line: 16, message: "diagrama no válido")])
    }

    func test_execute_testsInSwiftBlocks_areDefinitionsAtTheirFileLines() throws {
        let (sut, renderer) = makeSUT(bodyLineOffset: 4)
        renderer.codeBlocks = [
            CodeBlock(language: "swift", code: "final class T {\n    func test_a() {}\n}\n", line: 10),
            CodeBlock(language: "bash", code: "func test_no() {}\n", line: 20),
        ]

        let lesson = try sut.execute(lessonPath("a.md")).lesson

        XCTAssertEqual(lesson.testDefinitions, [TestDefinition(name: "test_a", location: .lesson(lessonPath("a.md"), line: 16))])
    }

    func test_summaryAndExecute_whenSourceFails_throwItsError() {
        let (sut, _) = makeSUT(sourceError: .notUTF8(file: "a.md"))

        XCTAssertThrowsError(try sut.summary(of: lessonPath("a.md"))) { error in
            XCTAssertEqual(error as? LessonsError, .notUTF8(file: "a.md"))
        }
        XCTAssertThrowsError(try sut.execute(lessonPath("a.md"))) { error in
            XCTAssertEqual(error as? LessonsError, .notUTF8(file: "a.md"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        body: String = "",
        frontMatter: FrontMatter = FrontMatter(),
        bodyLineOffset: Int = 0,
        sourceError: LessonsError? = nil
    ) -> (LoadLessonUseCase, MarkdownRendererSpy) {
        let renderer = MarkdownRendererSpy()
        let sut = LoadLessonUseCase(
            source: LessonSourceStub(text: body, error: sourceError),
            frontMatterParser: FrontMatterParserStub(document: LessonDocument(frontMatter: frontMatter, body: body, bodyLineOffset: bodyLineOffset)),
            markdown: renderer,
            rewriter: LinkRewriter(baseURL: "/")
        )
        return (sut, renderer)
    }
}

private struct LessonSourceStub: LessonSource {
    let text: String
    let error: LessonsError?

    func listing() throws(LessonsError) -> ContentListing { ContentListing(lessons: [], assets: []) }

    func contents(of lesson: LessonPath) throws(LessonsError) -> String {
        if let error { throw error }
        return text
    }
}

private struct FrontMatterParserStub: FrontMatterParsing {
    let document: LessonDocument

    func parse(_ text: String, file: String) throws(LessonsError) -> LessonDocument { document }
}

/// Records what it is asked and answers with the title, headings and links the test chose.
private final class MarkdownRendererSpy: MarkdownRendering, @unchecked Sendable {
    enum Message: Equatable {
        case render(markdown: String, rewrittenSample: String)
        case firstTitle(markdown: String)
    }

    private(set) var messages: [Message] = []
    var firstTitle: String?
    var headings: [Heading] = []
    var links: [LessonLink] = []
    var codeBlocks: [CodeBlock] = []
    var needsDiagramScript = false
    var warnings: [RenderedMarkdown.LineWarning] = []

    func render(_ markdown: String, rewriteLink: (String) -> String) -> RenderedMarkdown {
        messages.append(.render(markdown: markdown, rewrittenSample: rewriteLink("b.md#c")))
        return RenderedMarkdown(
            html: "<p>\(markdown)</p>",
            headings: headings,
            links: links,
            codeBlocks: codeBlocks,
            needsDiagramScript: needsDiagramScript,
            warnings: warnings
        )
    }

    func firstTitle(in markdown: String) -> String? {
        messages.append(.firstTitle(markdown: markdown))
        return firstTitle
    }
}

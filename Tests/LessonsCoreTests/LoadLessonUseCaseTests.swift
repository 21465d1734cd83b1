import LessonsCore
import TestSupport
import XCTest

final class LoadLessonUseCaseTests: XCTestCase {
    func test_execute_withFrontMatterTitle_prefersItToTheFirstHeading() throws {
        let (sut, renderer) = makeSUT(frontMatter: FrontMatter(title: "Del front matter"))
        renderer.headings = [makeHeading("Del encabezado", level: 1)]

        let result = try sut.execute(lessonPath("login/01.md"), renderingHTML: false)

        XCTAssertEqual(result.lesson.title, "Del front matter")
    }

    func test_execute_withoutFrontMatterTitle_usesFirstLevelOneHeading() throws {
        let (sut, renderer) = makeSUT()
        renderer.headings = [makeHeading("Subtítulo", level: 2), makeHeading("Capa Domain", level: 1)]

        let result = try sut.execute(lessonPath("login/01.md"), renderingHTML: false)

        XCTAssertEqual(result.lesson.title, "Capa Domain")
    }

    func test_execute_withoutTitleNorHeading_usesReadableFileName() throws {
        let (sut, _) = makeSUT()

        let result = try sut.execute(lessonPath("login/03-infrastructure.md"), renderingHTML: false)

        XCTAssertEqual(result.lesson.title, "Infrastructure")
    }

    func test_execute_afterFrontMatter_reportsLinesOfTheFile() throws {
        let (sut, renderer) = makeSUT(bodyLineOffset: 4)
        renderer.headings = [makeHeading("Uno", line: 1)]
        renderer.links = [LessonLink(destination: "x.md", line: 3)]

        let lesson = try sut.execute(lessonPath("a.md"), renderingHTML: false).lesson

        XCTAssertEqual(lesson.headings.map(\.line), [5])
        XCTAssertEqual(lesson.links.map(\.line), [7])
    }

    func test_execute_tellsRendererWhetherHTMLIsWantedAndRewritesLinks() throws {
        let (sut, renderer) = makeSUT(body: "cuerpo")

        _ = try sut.execute(lessonPath("a.md"), renderingHTML: false)
        let result = try sut.execute(lessonPath("a.md"), renderingHTML: true)

        XCTAssertEqual(renderer.messages, [
            .render(markdown: "cuerpo", includeHTML: false, rewrittenSample: "b.html#c"),
            .render(markdown: "cuerpo", includeHTML: true, rewrittenSample: "b.html#c"),
        ])
        XCTAssertEqual(result.html, "<p>cuerpo</p>")
    }

    func test_execute_withMermaidBlock_marksLessonAsHavingDiagrams() throws {
        let (sut, renderer) = makeSUT()
        renderer.codeLanguages = ["swift", "mermaid"]

        let lesson = try sut.execute(lessonPath("a.md"), renderingHTML: false).lesson

        XCTAssertTrue(lesson.hasDiagrams)
    }

    func test_execute_whenSourceFails_throwsItsError() {
        let (sut, _) = makeSUT(sourceError: .notUTF8(file: "a.md"))

        XCTAssertThrowsError(try sut.execute(lessonPath("a.md"), renderingHTML: false)) { error in
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

    func lessonPaths() throws(LessonsError) -> [LessonPath] { [] }
    func assetPaths() throws(LessonsError) -> [String] { [] }
    func contents(of lesson: LessonPath) throws(LessonsError) -> String {
        if let error { throw error }
        return text
    }
}

private struct FrontMatterParserStub: FrontMatterParsing {
    let document: LessonDocument

    func parse(_ text: String, file: String) throws(LessonsError) -> LessonDocument { document }
}

/// Records what it is asked to render and answers with the headings and links the test chose.
private final class MarkdownRendererSpy: MarkdownRendering, @unchecked Sendable {
    enum Message: Equatable {
        case render(markdown: String, includeHTML: Bool, rewrittenSample: String)
    }

    private(set) var messages: [Message] = []
    var headings: [Heading] = []
    var links: [LessonLink] = []
    var codeLanguages: Set<String> = []

    func render(_ markdown: String, includeHTML: Bool, rewriteLink: (String) -> String) -> RenderedMarkdown {
        messages.append(.render(markdown: markdown, includeHTML: includeHTML, rewrittenSample: rewriteLink("b.md#c")))
        return RenderedMarkdown(
            html: includeHTML ? "<p>\(markdown)</p>" : "",
            headings: headings,
            links: links,
            codeLanguages: codeLanguages
        )
    }
}

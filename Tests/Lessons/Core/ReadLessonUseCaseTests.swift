import Foundation
import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class ReadLessonUseCaseTests: XCTestCase {
    func test_execute_withFrontMatterTitle_usesItOverTheFirstHeading() async throws {
        let (sut, parser) = makeSUT(frontMatter: FrontMatter(title: "Del front matter", order: 2, description: "Resumen"))
        parser.facts = MarkdownFacts(headings: [.init(level: 1, text: "Del encabezado", line: 1)])

        let lesson = try await sut.execute(lessonPath("login/01.md")).lesson

        XCTAssertEqual(lesson.summary, LessonSummary(path: lessonPath("login/01.md"), title: "Del front matter", description: "Resumen", order: 2))
    }

    func test_execute_withoutFrontMatterTitle_usesTheFirstLevelOneHeading() async throws {
        let (sut, parser) = makeSUT(body: "cuerpo")
        parser.facts = MarkdownFacts(headings: [.init(level: 2, text: "Subtítulo", line: 1), .init(level: 1, text: "Capa Domain", line: 3)])

        let lesson = try await sut.execute(lessonPath("a.md")).lesson

        XCTAssertEqual(parser.parsed, ["cuerpo"])
        XCTAssertEqual(lesson.title, "Capa Domain")
    }

    func test_execute_withoutTitleNorHeading_usesReadableFileName() async throws {
        let (sut, _) = makeSUT()

        let lesson = try await sut.execute(lessonPath("login/03-infrastructure.md")).lesson

        XCTAssertEqual(lesson.title, "Infrastructure")
    }

    func test_execute_readsAndParsesTheLessonOnce() async throws {
        let (sut, parser) = makeSUT(body: "cuerpo")

        _ = try await sut.execute(lessonPath("a.md"))

        XCTAssertEqual(parser.parsed, ["cuerpo"])
    }

    func test_execute_givesHeadingsGitHubIDsUniqueWithinTheLesson() async throws {
        let (sut, parser) = makeSUT()
        parser.facts = MarkdownFacts(headings: [.init(level: 2, text: "Tests", line: 1), .init(level: 2, text: "Tests", line: 5)])

        let lesson = try await sut.execute(lessonPath("a.md")).lesson

        XCTAssertEqual(lesson.headings.map(\.id), ["tests", "tests-1"])
    }

    func test_execute_afterFrontMatter_reportsLinesOfTheFile() async throws {
        let (sut, parser) = makeSUT(bodyLineOffset: 4)
        parser.facts = MarkdownFacts(
            headings: [.init(level: 1, text: "Uno", line: 1)],
            links: [LessonLink(destination: "x.md", line: 3)],
            tables: [MarkdownTable(header: .init(cells: [], line: 6), rows: [.init(cells: [], line: 8)])]
        )

        let read = try await sut.execute(lessonPath("a.md"))

        XCTAssertEqual(read.lesson.headings.map(\.line), [5])
        XCTAssertEqual(read.lesson.links.map(\.line), [7])
        XCTAssertEqual(read.lesson.tables.map(\.line), [10])
        XCTAssertEqual(read.lesson.tables.first?.rows.map(\.line), [12])
        XCTAssertEqual(read.bodyLineOffset, 4)
    }

    func test_execute_testsInSwiftBlocks_areDefinitionsAtTheirFileLines() async throws {
        let (sut, parser) = makeSUT(bodyLineOffset: 4)
        parser.facts = MarkdownFacts(codeBlocks: [
            CodeBlock(info: "swift", code: "final class T {\n    func test_a() {}\n}\n", line: 10),
            CodeBlock(info: "bash", code: "func test_no() {}\n", line: 20),
        ])

        let lesson = try await sut.execute(lessonPath("a.md")).lesson

        XCTAssertEqual(lesson.testDefinitions, [TestDefinition(name: "test_a", location: .lesson(lessonPath("a.md"), line: 16))])
    }

    func test_execute_swiftBlocks_carryTheStepTheirLabelsAndProseMark() async throws {
        let (sut, parser) = makeSUT(bodyLineOffset: 4)
        parser.facts = MarkdownFacts(
            codeBlocks: [
                CodeBlock(info: "swift", code: "func test_a() {}\n", line: 3),
                CodeBlock(info: "bash", code: "swift test\n", line: 8),
                CodeBlock(info: "swift", code: "struct A {}\n", line: 13),
            ],
            boldOpenings: [.init(text: "Red:", line: 1), .init(text: "Green:", line: 11)],
            proseAfterCodeBlocks: [0: "No compila: A no existe."]
        )

        let lesson = try await sut.execute(lessonPath("a.md")).lesson

        XCTAssertEqual(lesson.swiftBlocks.map(\.step), [TDDStep(kind: .red, expectation: .compileError), TDDStep(kind: .green)])
        XCTAssertEqual(lesson.swiftBlocks.map(\.line), [7, 17])
    }

    func test_execute_lessonBeyondTheParsersBounds_isRefusedAtItsFileLineWithoutParsing() async {
        let body = "|" + String(repeating: "x|", count: 20) + "\n|" + String(repeating: "-|", count: 20) + "\n"
        let (sut, parser) = makeSUT(body: body, bodyLineOffset: 4, limits: MarkdownLimits(columnsPerTable: 10))

        let error = await errorThrown { try await sut.execute(lessonPath("a.md")) }

        guard case let .beyondLimits(file, line, _)? = error as? LessonsError else { return XCTFail("got \(String(describing: error))") }
        XCTAssertEqual(file, "a.md")
        XCTAssertEqual(line, 5)
        XCTAssertEqual(parser.parsed, [])
    }

    func test_execute_parseRunningPastItsDeadline_isRefusedByNameWithoutWaitingForIt() async {
        let sut = ReadLessonUseCase(
            source: LessonSourceStub(text: "lento", error: nil),
            frontMatterParser: FrontMatterParserStub(document: LessonDocument(frontMatter: FrontMatter(), body: "lento", bodyLineOffset: 0)),
            markdown: SlowMarkdownParser(seconds: 2),
            deadline: ParseDeadline(.milliseconds(50))
        )
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.execute(lessonPath("login/lento.md")) }

        XCTAssertEqual(error as? LessonsError, .beyondLimits(file: "login/lento.md", line: nil, reason: "cmark-gfm no terminó de leerla en 50 ms"))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_execute_parseWithinItsDeadline_isTheDocument() async throws {
        let (sut, parser) = makeSUT(body: "rápido")
        parser.facts = MarkdownFacts(headings: [.init(level: 1, text: "A tiempo", line: 1)])

        let title = try await sut.execute(lessonPath("a.md")).lesson.title

        XCTAssertEqual(title, "A tiempo")
    }

    func test_execute_whenSourceFails_throwsItsError() async {
        let (sut, _) = makeSUT(sourceError: .notUTF8(file: "a.md"))

        let error = await errorThrown { try await sut.execute(lessonPath("a.md")) }

        XCTAssertEqual(error as? LessonsError, .notUTF8(file: "a.md"))
    }

    // MARK: - Helpers

    private func makeSUT(
        body: String = "",
        frontMatter: FrontMatter = FrontMatter(),
        bodyLineOffset: Int = 0,
        sourceError: LessonsError? = nil,
        limits: MarkdownLimits = MarkdownLimits()
    ) -> (ReadLessonUseCase, MarkdownParserSpy) {
        let parser = MarkdownParserSpy()
        let sut = ReadLessonUseCase(
            source: LessonSourceStub(text: body, error: sourceError),
            frontMatterParser: FrontMatterParserStub(document: LessonDocument(frontMatter: frontMatter, body: body, bodyLineOffset: bodyLineOffset)),
            markdown: parser,
            limits: limits
        )
        return (sut, parser)
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

/// Records the Markdown it is asked to parse and answers with the facts the test chose.
private final class MarkdownParserSpy: MarkdownParsing, @unchecked Sendable {
    private(set) var parsed: [String] = []
    var facts = MarkdownFacts()

    func parse(_ markdown: String) -> any ParsedMarkdown {
        parsed.append(markdown)
        return ParsedMarkdownStub(facts: facts)
    }
}

/// Takes its time, as cmark-gfm does on an input it is quadratic on.
private struct SlowMarkdownParser: MarkdownParsing {
    let seconds: Double

    func parse(_ markdown: String) -> any ParsedMarkdown {
        Thread.sleep(forTimeInterval: seconds)
        return ParsedMarkdownStub(facts: MarkdownFacts())
    }
}

private struct ParsedMarkdownStub: ParsedMarkdown {
    let facts: MarkdownFacts

    func html(replacing replacements: MarkdownReplacements) -> HTML { "" }
    func hrefs(for destinations: [String]) -> [String] { destinations }
}

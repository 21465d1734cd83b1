import BuildSteps
import LessonsCore
import LessonsInterface
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class ReadLessonsStepTests: XCTestCase {
    func test_run_readsEveryLessonOnceAndSavesItsBodyInScratchUnderItsPath() async throws {
        let (sut, source) = makeSUT(lessons: ["a.md": "A", "login/01.md": "Uno", "login/02.md": "Dos"], assets: ["img/a.png"])
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(source.read.sorted(), ["a.md", "login/01.md", "login/02.md"])
        XCTAssertEqual(["a.md", "login/01.md", "login/02.md"].map { draft(of: $0, in: output)?.html }, ["<p>A</p>", "<p>Uno</p>", "<p>Dos</p>"])
        XCTAssertEqual(output.messages, [], "a body was written into the site before its page")
        XCTAssertEqual(context.listing, ContentListing(lessons: [lessonPath("a.md"), lessonPath("login/01.md"), lessonPath("login/02.md")], assets: ["img/a.png"]))
    }

    func test_run_keepsEveryLessonAsReadInTheListingsOrder() async throws {
        let (sut, _) = makeSUT(
            lessons: ["login/02.md": "Dos", "index.md": "Inicio", "login/01.md": "Uno"],
            frontMatters: ["login/01.md": FrontMatter(title: "Capa Domain", order: 1, description: "Entidades")]
        )
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.lessons.map(\.path.value), ["login/02.md", "index.md", "login/01.md"])
        XCTAssertEqual(context.lessons.last?.summary, LessonSummary(path: lessonPath("login/01.md"), title: "Capa Domain", description: "Entidades", order: 1))
    }

    func test_run_assemblesTheCourseInReadingOrderWithTheTitleGiven() async throws {
        let (sut, _) = makeSUT(lessons: ["login/02.md": "Dos", "index.md": "Inicio", "catalog/01.md": "C", "login/01.md": "Uno"], title: "Mi curso")
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.course?.title, "Mi curso")
        XCTAssertEqual(context.course?.home?.path, lessonPath("index.md"))
        XCTAssertEqual(context.course?.sections.map(\.folder), ["catalog", "login"])
        XCTAssertEqual(context.course?.lessons.map(\.path.value), ["catalog/01.md", "login/01.md", "login/02.md"])
    }

    func test_run_withoutTitleGiven_namesTheCourseAfterTheHomeLesson() async throws {
        let (sut, _) = makeSUT(lessons: ["index.md": "Inicio", "a.md": "A"], frontMatters: ["index.md": FrontMatter(title: "Arquitectura iOS")], title: nil)
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.course?.title, "Arquitectura iOS")
    }

    func test_run_diagramTheRendererRejects_warnsAtItsLineNamingTheFileInTheContentFolder() async throws {
        let (sut, _) = makeSUT(lessons: ["a.md": "A", "login/01.md": "Uno"], facts: ["Uno": MarkdownFacts(codeBlocks: [mermaid(line: 4)])])
        let diagnostics = DiagnosticConsumerSpy()
        var context = SiteBuildContext.with(
            output: BuildOutputSpy(),
            diagrams: .svg(DiagramRendererStub(result: .failure(DiagramRenderingError("Parse error on line 2"))))
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received, [.warning(
            .diagramRejected,
            file: "Content/login/01.md",
            line: 4,
            "el diagrama no se pudo dibujar, se muestra su código: Parse error on line 2"
        )])
    }

    func test_run_lessonThatCannotBeRead_throwsItsErrorNamingTheFileInTheContentFolder() async {
        let (sut, _) = makeSUT(lessons: ["a.md": "A", "login/01.md": "Uno"], errors: ["login/01.md": .notUTF8(file: "login/01.md")])
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? LessonsError, .notUTF8(file: "Content/login/01.md"))
        XCTAssertEqual(diagnostic(of: error)?.id, .unreadableFile)
        XCTAssertEqual(diagnostic(of: error)?.file, "Content/login/01.md")
        XCTAssertNil(context.course)
    }

    func test_run_invalidFrontMatter_throwsItsErrorAtItsLineInTheContentFolder() async {
        let (sut, _) = makeSUT(
            lessons: ["a.md": "A"],
            frontMatterErrors: ["a.md": .invalidFrontMatter(file: "a.md", line: 2, reason: "order no es un número")]
        )
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .invalidFrontMatter)
        XCTAssertEqual(diagnostic(of: error)?.location, "Content/a.md:2")
    }

    func test_run_contentFolderMissing_throwsItsErrorAsItIs() async {
        let (sut, _) = makeSUT(lessons: [:], listingError: .contentFolderMissing(path: "Content"))
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? LessonsError, .contentFolderMissing(path: "Content"))
    }

    func test_run_folderWithoutLessons_throwsNoLessonsNamingTheFolder() async {
        let (sut, _) = makeSUT(lessons: [:], assets: ["img/logo.png"])
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? LessonsError, .noLessons(path: "Content"))
    }

    func test_run_folderWithoutLessonsWhenAllowed_givesAnEmptyCourse() async throws {
        let (sut, _) = makeSUT(lessons: [:], allowsEmpty: true)
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.course?.lessons.count, 0)
    }

    func test_run_lessonsThatWouldWriteTheSamePage_throwsSamePageNamingBoth() async {
        let (sut, _) = makeSUT(lessons: ["login/twin.md": "A", "login/twin.MD": "B"])
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? LessonsError, .samePage(file: "Content/login/twin.MD", other: "Content/login/twin.md", page: "login/twin.html"))
    }

    func test_run_lessonsLeavingDiagramsToTheBrowser_areRecorded() async throws {
        let (sut, _) = makeSUT(
            lessons: ["a.md": "A", "b.md": "B", "c.md": "C"],
            facts: ["A": MarkdownFacts(codeBlocks: [mermaid(line: 1)]), "C": MarkdownFacts(codeBlocks: [mermaid(line: 1)])]
        )
        var context = SiteBuildContext.with(output: BuildOutputSpy(), diagrams: .client)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.lessonsDrawingInTheBrowser, [lessonPath("a.md"), lessonPath("c.md")])
    }

    func test_run_diagramsDrawnAsSVG_leaveNoLessonToTheBrowser() async throws {
        let (sut, _) = makeSUT(lessons: ["a.md": "A"], facts: ["A": MarkdownFacts(codeBlocks: [mermaid(line: 1)])])
        var context = SiteBuildContext.with(
            output: BuildOutputSpy(),
            diagrams: .svg(DiagramRendererStub()),
            lessonsDrawingInTheBrowser: [lessonPath("a.md")]
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.lessonsDrawingInTheBrowser, [])
    }

    func test_run_countsTheCoursesLessonsAndSections() async throws {
        let (sut, _) = makeSUT(lessons: ["index.md": "Inicio", "login/01.md": "Uno", "login/02.md": "Dos", "catalog/01.md": "C"])
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("3 lecciones en 2 secciones"))
    }

    func test_run_oneLessonInOneSection_isCountedInTheSingular() async throws {
        let (sut, _) = makeSUT(lessons: ["a.md": "A"])
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("1 lección en 1 sección"))
    }

    func test_run_withoutOutput_throwsAnUnexpectedErrorAndReadsNothing() async {
        let (sut, source) = makeSUT(lessons: ["a.md": "A"])
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .unexpected)
        XCTAssertEqual(source.read, [])
    }

    func test_run_withPrintPage_savesOneDraftPerLessonForBothPlaces() async throws {
        let (sut, _) = makeSUT(lessons: ["a.md": "A", "login/01.md": "Uno"], printsPage: true)
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(Set(output.scratchTexts.keys), ["a.md", "login/01.md"])
        XCTAssertEqual(draft(of: "a.md", in: output), LessonBodyDraft(rendered: "<p>A</p>", hrefs: [[], []]))
        XCTAssertEqual(draft(of: "login/01.md", in: output), LessonBodyDraft(rendered: "<p>Uno</p>", hrefs: [[], []]))
        XCTAssertEqual(context.printAnchors, PrintAnchors(lessons: [lessonPath("a.md"), lessonPath("login/01.md")]))
    }

    func test_run_withPrintPage_rendersTheBodyOnceWithTheLinksDestinationsOnThePageAndOnThePrintPage() async throws {
        let heading = MarkdownFacts.Heading(level: 2, text: "Dos", line: 1)
        let renderings = RenderingsSpy()
        let (sut, _) = makeSUT(lessons: ["login/01.md": "Uno"], facts: ["Uno": MarkdownFacts(headings: [heading], links: [LessonLink(destination: "#dos", line: 2)])], printsPage: true, renderings: renderings)
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(renderings.all.count, 1)
        XCTAssertEqual(renderings.all.first?.replacements.headings.count, 1)
        XCTAssertEqual(draft(of: "login/01.md", in: output)?.hrefs, [["#dos"], ["#login/01--dos"]])
    }

    func test_run_withoutPrintPage_savesDraftsForThePagesAlone() async throws {
        let (sut, _) = makeSUT(lessons: ["a.md": "A"], printsPage: false)
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(output: output)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(draft(of: "a.md", in: output), LessonBodyDraft(rendered: "<p>A</p>", hrefs: [[]]))
        XCTAssertNil(context.printAnchors)
    }

    // MARK: - Helpers

    /// The draft of a lesson's body the step saved in the scratch space.
    private func draft(of lesson: String, in output: BuildOutputSpy) -> LessonBodyDraft? {
        let code = try? output.scratch.load(LessonDrafts.codeName(for: lessonPath(lesson)))
        return (try? output.scratch.load(lesson)).flatMap { LessonBodyDraft(savedBody: $0, code: code, needsDiagramScript: false) }
    }

    private func makeSUT(
        lessons: KeyValuePairs<String, String>,
        assets: [String] = [],
        frontMatters: [String: FrontMatter] = [:],
        facts: [String: MarkdownFacts] = [:],
        title: String? = nil,
        allowsEmpty: Bool = false,
        listingError: LessonsError? = nil,
        errors: [String: LessonsError] = [:],
        frontMatterErrors: [String: LessonsError] = [:],
        printsPage: Bool = false,
        renderings: RenderingsSpy? = nil
    ) -> (ReadLessonsStep, LessonSourceStub) {
        let source = LessonSourceStub(lessons: lessons, assets: assets, listingError: listingError, errors: errors)
        let reader = ReadLessonUseCase(
            source: source,
            frontMatterParser: FrontMatterParserStub(frontMatters: frontMatters, errors: frontMatterErrors),
            markdown: MarkdownParserStub(facts: facts, renderings: renderings)
        )
        let sut = ReadLessonsStep(source: source, pages: .make(reader: reader), contentShown: "Content", title: title, allowsEmpty: allowsEmpty, printsPage: printsPage)
        return (sut, source)
    }

    private func mermaid(line: Int) -> CodeBlock {
        CodeBlock(info: "mermaid", code: "graph TD\n A --> B\n", line: line)
    }
}

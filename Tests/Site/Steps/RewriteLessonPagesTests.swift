import BuildSteps
import CourseCodeCore
import LessonsCore
import LessonsInterface
import SiteCore
import SiteInterface
import Synchronization
import SiteTestSupport
import TestSupport
import XCTest

final class RewriteLessonPagesTests: XCTestCase {
    func test_run_bodyChangedAlone_rewritesItsPageAndItsPartOfThePrintPage() async throws {
        let (sut, published, renderer, built) = try await makeSUT(lessons: ["a.md": "nuevo", "b.md": "b"], parts: ["a.md": 10..<20, "b.md": 20..<35])
        var context = built

        let outcome = try await sut.run([lessonPath("a.md")], over: &context, into: published)

        XCTAssertEqual(outcome, .rewrote(["a.html", "imprimir.html"]))
        let page = try XCTUnwrap(renderer.renderings.first { $0.template == "lesson" })
        let print = try XCTUnwrap(renderer.renderings.first { $0.template == "print-lesson" })
        XCTAssertEqual(published.messages, [.replace("a.html", with: page.marker), .replaceBytes(10..<20, of: "imprimir.html", with: print.marker)])
        XCTAssertEqual((page.model as? LessonPageModel)?.content, "<p>nuevo</p>")
        XCTAssertEqual((print.model as? PrintLessonModel)?.content, "<p>nuevo</p>")
    }

    func test_run_partOfThePrintPageOfAnotherLength_movesTheLaterPartsAlong() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "nuevo", "b.md": "b"], parts: ["a.md": 10..<20, "b.md": 20..<35])
        var context = built

        _ = try await sut.run([lessonPath("a.md")], over: &context, into: published)

        guard case let .replaceBytes(_, _, part) = published.messages.last else { return XCTFail("\(published.messages)") }
        let length = part.utf8.count
        XCTAssertEqual(context.printPageParts, [lessonPath("a.md"): 10..<(10 + length), lessonPath("b.md"): (10 + length)..<(25 + length)])
    }

    func test_run_saysWhenThePagesAreWrittenBeforeThePrintPageIs() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "nuevo", "b.md": "b"], parts: ["a.md": 10..<20, "b.md": 20..<35])
        var context = built
        let writtenWhenTold = Mutex<Int?>(nil)

        _ = try await sut.run([lessonPath("a.md")], over: &context, into: published) {
            writtenWhenTold.withLock { $0 = published.messages.count }
        }

        XCTAssertEqual(writtenWhenTold.withLock { $0 }, 1, "told before the page, or after the print page")
        XCTAssertEqual(published.messages.count, 2)
    }

    func test_run_newTitle_needsEverythingAndWritesNothing() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "a", "b.md": "b"], frontMatters: ["b.md": FrontMatter(title: "Otro")])
        var context = built

        let outcome = try await sut.run([lessonPath("a.md"), lessonPath("b.md")], over: &context, into: published)

        XCTAssertEqual(outcome, .needsEverything(because: "cambió el título, la descripción, el orden o la sección de b.md"))
        XCTAssertEqual(published.messages, [], "a lesson was written before every lesson was known to change alone")
    }

    func test_run_unreadableLesson_needsEverythingSoTheFullBuildReportsIt() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "a", "b.md": "b"], errors: ["a.md": .notUTF8(file: "a.md")])
        var context = built

        let outcome = try await sut.run([lessonPath("a.md")], over: &context, into: published)

        XCTAssertEqual(outcome, .needsEverything(because: "a.md no se pudo leer"))
        XCTAssertEqual(published.messages, [])
    }

    func test_run_withoutPrintPage_rewritesThePageAlone() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "a", "b.md": "b"])
        var context = built
        context.printAnchors = nil

        let outcome = try await sut.run([lessonPath("a.md")], over: &context, into: published)

        XCTAssertEqual(outcome, .rewrote(["a.html"]))
        XCTAssertEqual(published.messages.count, 1)
    }

    func test_run_afterTheStepsWereChecked_leavesTheRewrittenLessonsBadgesOutAndKeepsTheOthers() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "nuevo", "b.md": "b"], parts: ["a.md": 10..<20, "b.md": 20..<35])
        var context = built
        context.steps = ReplayedSteps(verdicts: [verdict(in: "a.md"), verdict(in: "b.md")], trails: [:])

        _ = try await sut.run([lessonPath("a.md")], over: &context, into: published)

        XCTAssertEqual(context.lessonsRewrittenSinceSteps, [lessonPath("a.md")], "a step's mark may have changed alone")
        XCTAssertEqual(context.steps.verdicts.count, 2, "the others keep their places in the course")
    }

    func test_run_withoutCheckedSteps_leavesNoLessonOut() async throws {
        let (sut, published, _, built) = try await makeSUT(lessons: ["a.md": "nuevo", "b.md": "b"], parts: ["a.md": 10..<20, "b.md": 20..<35])
        var context = built

        _ = try await sut.run([lessonPath("a.md")], over: &context, into: published)

        XCTAssertEqual(context.lessonsRewrittenSinceSteps, [])
    }

    // MARK: - Helpers

    private func verdict(in lesson: String) -> StepVerdict {
        StepVerdict(block: CourseCode.BlockKey(lesson: lessonPath(lesson), index: 0), line: 10, step: TDDStep(kind: .green), outcome: .pass)
    }

    /// A rewrite over what a full build of the lessons left, when they were read with no front
    /// matter; the lessons' texts are the ones saved since.
    private func makeSUT(
        lessons: KeyValuePairs<String, String>, frontMatters: [String: FrontMatter] = [:], errors: [String: LessonsError] = [:], parts: [String: Range<Int>] = [:]
    ) async throws -> (sut: RewriteLessonPages, published: PublishedSiteSpy, renderer: HTMLRendererSpy, context: SiteBuildContext) {
        let then = ReadLessonUseCase(source: LessonSourceStub(lessons: lessons), frontMatterParser: FrontMatterParserStub(), markdown: MarkdownParserStub())
        let now = ReadLessonUseCase(
            source: LessonSourceStub(lessons: lessons, errors: errors),
            frontMatterParser: FrontMatterParserStub(frontMatters: frontMatters),
            markdown: MarkdownParserStub()
        )
        let renderer = HTMLRendererSpy()
        var read: [Lesson] = []
        for (path, _) in lessons { read.append(try await then.execute(lessonPath(path)).lesson) }
        var context = SiteBuildContext.with(
            listing: ContentListing(lessons: read.map(\.path), assets: []),
            course: makeCourse(read),
            lessons: read,
            printAnchors: PrintAnchors(lessons: read.map(\.path)),
            renderer: renderer,
            site: anySite()
        )
        context.printPageParts = Dictionary(uniqueKeysWithValues: parts.map { (lessonPath($0.key), $0.value) })
        return (RewriteLessonPages(pages: .make(reader: now)), PublishedSiteSpy(), renderer, context)
    }
}

import BuildSteps
import LessonsCore
import LessonsInterface
import SiteCore
import TestSupport
import XCTest

final class LessonDraftsTests: XCTestCase {
    func test_draft_ofASavedLessonWithCode_isTheDraftSaved() throws {
        let (sut, _) = makeSUT()
        let block = CodeBlock(info: "swift", code: "struct Email {}", line: 4)
        let draft = LessonBodyDraft(rendered: "<p>cuerpo</p>", hrefs: [["a.html"], ["#a"]], swiftBlocks: [block], needsDiagramScript: true)
        try sut.save(draft, of: lessonPath("login/01.md"))

        let read = try sut.draft(of: lesson("login/01.md", with: [block]), needsDiagramScript: true)

        XCTAssertEqual(read, draft)
    }

    func test_draft_readForThePage_leavesNothingInTheScratchSpace() throws {
        let (sut, scratch) = makeSUT()
        let block = CodeBlock(info: "swift", code: "struct Email {}", line: 4)
        try sut.save(LessonBodyDraft(rendered: "<p>cuerpo</p>", swiftBlocks: [block]), of: lessonPath("login/01.md"))
        try sut.save(LessonBodyDraft(rendered: "<p>otro</p>"), of: lessonPath("login/02.md"))

        _ = try sut.draft(of: lesson("login/01.md", with: [block]), needsDiagramScript: false)

        XCTAssertEqual(Set(scratch.texts.keys), ["login/02.md"], "the body and the code of the lesson read are gone, the other lesson's stays")
    }

    func test_save_lessonWithoutCode_savesItsBodyAlone() throws {
        let (sut, scratch) = makeSUT()

        try sut.save(LessonBodyDraft(rendered: "<p>cuerpo</p>"), of: lessonPath("login/01.md"))

        XCTAssertEqual(Set(scratch.texts.keys), ["login/01.md"])
    }

    func test_swiftBlocks_ofASavedLesson_areItsBlocksWithTheirCode() throws {
        let (sut, _) = makeSUT()
        let blocks = [CodeBlock(info: "swift", code: "let a = 1", line: 2), CodeBlock(info: "swift file=B.swift", code: "let b = 2", line: 9)]
        try sut.save(LessonBodyDraft(rendered: "<p>cuerpo</p>", swiftBlocks: blocks), of: lessonPath("login/01.md"))

        let read = try sut.swiftBlocks(of: lessonPath("login/01.md"))

        XCTAssertEqual(read, blocks)
    }

    func test_draft_bodyOverwrittenWithSomethingElse_throwsNamingTheLessonsPage() throws {
        let (sut, scratch) = makeSUT()
        try scratch.save(Array("no es un borrador".utf8), as: "login/01.md")

        XCTAssertThrowsError(try sut.draft(of: lesson("login/01.md"), needsDiagramScript: false)) { error in
            guard case let .writeFailed(path, _)? = error as? SiteOutputError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "login/01.html")
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LessonDrafts, scratch: ScratchSpaceSpy) {
        let scratch = ScratchSpaceSpy()
        return (LessonDrafts(scratch: scratch), scratch)
    }

    private func lesson(_ path: String, with blocks: [CodeBlock] = []) -> Lesson {
        Lesson(summary: makeSummary(path), swiftBlocks: blocks.map { SwiftBlock($0) })
    }
}

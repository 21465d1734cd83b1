import LessonsCore
import LessonsInterface
import SiteCore
import XCTest

/// A draft waits in the scratch space as bytes: its hrefs and its body in one part, its Swift
/// blocks' code in another.
final class LessonBodyDraftTests: XCTestCase {
    func test_saved_readBack_isTheSameDraft() {
        let drafts = [
            LessonBodyDraft(html: "<p>ñandú\n\n🎉</p>\r\n", hrefs: [["b.html", "", "%C3%B1.html#x"], ["#b", "", "#s/a--x"]]),
            LessonBodyDraft(html: "", hrefs: [[]]),
            LessonBodyDraft(html: "3 2\n<p>a\nb</p>", hrefs: [[], []]),
            LessonBodyDraft(html: HTML(utf8: [0, 10, 0xFF]), hrefs: [["a"]]),
            LessonBodyDraft(html: "<p/>", hrefs: [["a"], ["b"]], swiftBlocks: Self.blocks),
        ]
        for draft in drafts {
            let saved = draft.saved

            let read = LessonBodyDraft(savedBody: saved.body, code: saved.code, needsDiagramScript: true)

            XCTAssertEqual(read, LessonBodyDraft(html: draft.html, hrefs: draft.hrefs, swiftBlocks: draft.swiftBlocks, needsDiagramScript: true), draft.html.text)
        }
    }

    func test_savedBody_withoutItsCode_isTheDraftWithoutSwiftBlocks() {
        let draft = LessonBodyDraft(html: "<p/>", hrefs: [["a"]])

        let read = LessonBodyDraft(savedBody: draft.saved.body, code: nil, needsDiagramScript: false)

        XCTAssertEqual(read, draft)
    }

    func test_saved_keepsNoDiagnostics() {
        let draft = LessonBodyDraft(html: "<p/>", diagnostics: [.warning(.init("x"), "aviso")])

        let read = LessonBodyDraft(savedBody: draft.saved.body, code: draft.saved.code, needsDiagramScript: false)

        XCTAssertEqual(read?.diagnostics, [])
    }

    func test_swiftBlocksSavedCode_areTheDraftsBlocks() {
        let draft = LessonBodyDraft(html: "<p>cuerpo\n</p>", hrefs: [["x"], ["y"]], swiftBlocks: Self.blocks)

        let blocks = LessonBodyDraft.swiftBlocks(savedCode: draft.saved.code)

        XCTAssertEqual(blocks, Self.blocks)
    }

    func test_initSaved_bytesItDidNotWrite_isNil() {
        let code = LessonBodyDraft(html: "").saved.code
        for body in ["", "<p>sin cabecera</p>", "2 1\nuno\n", "x y\n<p/>", "1 -1\n<p/>"] {
            XCTAssertNil(LessonBodyDraft(savedBody: Array(body.utf8), code: code, needsDiagramScript: false), body)
        }
        let body = LessonBodyDraft(html: "").saved.body
        for code in ["", "1\n3 5 100\nswift", "x\n", "1\n3 5\nswift"] {
            XCTAssertNil(LessonBodyDraft(savedBody: body, code: Array(code.utf8), needsDiagramScript: false), code)
        }
    }

    // MARK: - Helpers

    /// Blocks whose info and code hold line breaks, digits and spaces, as the draft's own lines do.
    private static let blocks = [
        CodeBlock(info: "swift file=App/A.swift", code: "// 2 3\nlet a = 1\n\n", line: 12),
        CodeBlock(info: "swift", code: "", line: 40),
        CodeBlock(info: "swift ñ", code: "let s = \"ñandú\"\r\n", line: 7),
    ]
}

import LessonsCore
import LessonsInterface
import SiteCore
import XCTest

/// A draft waits in the scratch space as bytes: its hrefs, then its body.
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
            let read = LessonBodyDraft(saved: draft.saved, needsDiagramScript: true)

            XCTAssertEqual(read, LessonBodyDraft(html: draft.html, hrefs: draft.hrefs, swiftBlocks: draft.swiftBlocks, needsDiagramScript: true), draft.html.text)
        }
    }

    func test_saved_keepsNoDiagnostics() {
        let draft = LessonBodyDraft(html: "<p/>", diagnostics: [.warning(.init("x"), "aviso")])

        let read = LessonBodyDraft(saved: draft.saved, needsDiagramScript: false)

        XCTAssertEqual(read?.diagnostics, [])
    }

    func test_swiftBlocksInSaved_areTheDraftsBlocks() {
        let draft = LessonBodyDraft(html: "<p>cuerpo\n</p>", hrefs: [["x"], ["y"]], swiftBlocks: Self.blocks)

        let blocks = LessonBodyDraft.swiftBlocks(inSaved: draft.saved)

        XCTAssertEqual(blocks, Self.blocks)
    }

    func test_initSaved_bytesItDidNotWrite_isNil() {
        for bytes in ["", "<p>sin cabecera</p>", "2 1 0\nuno\n", "x y z\n<p/>", "1 -1 0\n<p/>", "1 0 1\n3 5 100\nswift"] {
            XCTAssertNil(LessonBodyDraft(saved: Array(bytes.utf8), needsDiagramScript: false), bytes)
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

import LessonsCore
@testable import LessonsInterface
import SiteCore
import XCTest

/// A draft waits in the scratch space as bytes: its hrefs, its slots and its body in one part,
/// its Swift blocks' code in another.
final class LessonBodyDraftTests: XCTestCase {
    func test_initRendered_bodyWithMarkers_keepsTheTextAndTheSlotsApart() {
        let draft = LessonBodyDraft(rendered: HTML(BodySlots.marker(.headingOpening, 0) + "Título" + BodySlots.marker(.headingClosing, 0) + "<p>" + BodySlots.marker(.swiftBlock, 0) + "</p>"))

        XCTAssertEqual(draft.html, "Título<p></p>")
        XCTAssertEqual(draft.slots.map(\.kind), [.headingOpening, .headingClosing, .swiftBlock])
        XCTAssertEqual(draft.slots.map(\.offset), [0, 7, 10])
    }

    func test_saved_draftWithSlots_holdsNoMarkerAndReadsBackTheSameSlots() {
        let draft = LessonBodyDraft(rendered: HTML("<p>" + BodySlots.marker(.link, 0) + "ñ" + BodySlots.marker(.link, 1) + "</p>"), hrefs: [["a", "b"]])

        let saved = draft.saved
        let read = LessonBodyDraft(savedBody: saved.body, code: saved.code, needsDiagramScript: false)

        XCTAssertFalse(String(decoding: saved.body, as: UTF8.self).contains(String(BodySlots.marker(.link, 0).prefix(8))), "a marker was saved")
        XCTAssertEqual(read, draft)
    }

    func test_saved_readBack_isTheSameDraft() {
        let drafts = [
            LessonBodyDraft(rendered: HTML("<h2>" + BodySlots.marker(.headingOpening, 0) + "a\n" + BodySlots.marker(.swiftBlock, 2)), hrefs: [[]]),
            LessonBodyDraft(rendered: "<p>ñandú\n\n🎉</p>\r\n", hrefs: [["b.html", "", "%C3%B1.html#x"], ["#b", "", "#s/a--x"]]),
            LessonBodyDraft(rendered: "", hrefs: [[]]),
            LessonBodyDraft(rendered: "3 2\n<p>a\nb</p>", hrefs: [[], []]),
            LessonBodyDraft(rendered: HTML(utf8: [0, 10, 0xFF]), hrefs: [["a"]]),
            LessonBodyDraft(rendered: "<p/>", hrefs: [["a"], ["b"]], swiftBlocks: Self.blocks),
        ]
        for draft in drafts {
            let saved = draft.saved

            let read = LessonBodyDraft(savedBody: saved.body, code: saved.code, needsDiagramScript: true)

            XCTAssertEqual(read?.html, draft.html)
            XCTAssertEqual(read?.slots, draft.slots, draft.html.text)
            XCTAssertEqual(read?.hrefs, draft.hrefs, draft.html.text)
            XCTAssertEqual(read?.swiftBlocks, draft.swiftBlocks, draft.html.text)
            XCTAssertEqual(read?.needsDiagramScript, true)
        }
    }

    func test_savedBody_withoutItsCode_isTheDraftWithoutSwiftBlocks() {
        let draft = LessonBodyDraft(rendered: "<p/>", hrefs: [["a"]])

        let read = LessonBodyDraft(savedBody: draft.saved.body, code: nil, needsDiagramScript: false)

        XCTAssertEqual(read, draft)
    }

    func test_saved_keepsNoDiagnostics() {
        let draft = LessonBodyDraft(rendered: "<p/>", diagnostics: [.warning(.init("x"), "aviso")])

        let read = LessonBodyDraft(savedBody: draft.saved.body, code: draft.saved.code, needsDiagramScript: false)

        XCTAssertEqual(read?.diagnostics, [])
    }

    func test_swiftBlocksSavedCode_areTheDraftsBlocks() {
        let draft = LessonBodyDraft(rendered: "<p>cuerpo\n</p>", hrefs: [["x"], ["y"]], swiftBlocks: Self.blocks)

        let blocks = LessonBodyDraft.swiftBlocks(savedCode: draft.saved.code)

        XCTAssertEqual(blocks, Self.blocks)
    }

    func test_initSaved_bytesItDidNotWrite_isNil() {
        let code = LessonBodyDraft(rendered: "").saved.code
        let slotless = [
            "0 0\n1\n99 115 0\n<p/>", "0 0\n1\n0 120 0\n<p/>", "0 0\n1\n0 371 0\n<p/>", "0 0\n2\n3 115 0 1 115 1\n<p/>", "0 0\n1\n0 115\n<p/>", "0 0\n\n<p/>",
        ]
        for body in ["", "<p>sin cabecera</p>", "2 1\nuno\n", "x y\n<p/>", "1 -1\n<p/>"] + slotless {
            XCTAssertNil(LessonBodyDraft(savedBody: Array(body.utf8), code: code, needsDiagramScript: false), body)
        }
        let body = LessonBodyDraft(rendered: "").saved.body
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

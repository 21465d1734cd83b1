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
        ]
        for draft in drafts {
            let read = LessonBodyDraft(saved: draft.saved, needsDiagramScript: true)

            XCTAssertEqual(read, LessonBodyDraft(html: draft.html, hrefs: draft.hrefs, needsDiagramScript: true), draft.html.text)
        }
    }

    func test_saved_keepsNoDiagnostics() {
        let draft = LessonBodyDraft(html: "<p/>", diagnostics: [.warning(.init("x"), "aviso")])

        let read = LessonBodyDraft(saved: draft.saved, needsDiagramScript: false)

        XCTAssertEqual(read?.diagnostics, [])
    }

    func test_initSaved_bytesItDidNotWrite_isNil() {
        for bytes in ["", "<p>sin cabecera</p>", "2 1\nuno\n", "x y\n<p/>", "1 -1\n<p/>"] {
            XCTAssertNil(LessonBodyDraft(saved: Array(bytes.utf8), needsDiagramScript: false), bytes)
        }
    }
}

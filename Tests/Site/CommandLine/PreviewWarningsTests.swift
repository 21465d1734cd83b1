import Localization
import SiteCommandLine
import SiteCore
import XCTest

final class PreviewWarningsTests: XCTestCase {
    func test_text_afterAFullBuild_countsAndListsEachWarningAtItsFileAndLine() {
        let sut = makeSUT(afterAFullBuildWith: [warning("Content/a.md", 3, "enlace roto")])

        XCTAssertEqual(sut.text(in: .spanish), "1 aviso (pulsa para ocultar):\n• Content/a.md:3: enlace roto")
    }

    func test_rewrote_bodyAloneRewritten_keepsTheLessonsLinkWarnings() {
        let sut = makeSUT(afterAFullBuildWith: [warning("Content/a.md", 3, "enlace roto")])

        sut.buildStarted()
        sut.rewrote(["a.md"], linksChecked: false)

        XCTAssertTrue(sut.text(in: .spanish).contains("Content/a.md:3: enlace roto"), sut.text(in: .spanish))
    }

    func test_rewrote_linesMovedAndLinksCheckedAgain_replacesTheLessonsWarningsAndKeepsTheOthers() {
        let sut = makeSUT(afterAFullBuildWith: [warning("Content/a.md", 3, "enlace roto"), warning("Content/b.md", 5, "otro")])

        sut.buildStarted()
        sut.receive(warning("Content/a.md", 4, "enlace roto"))
        sut.rewrote(["a.md"], linksChecked: true)

        XCTAssertEqual(sut.text(in: .spanish), "2 avisos (pulsa para ocultar):\n• Content/b.md:5: otro\n• Content/a.md:4: enlace roto")
    }

    func test_text_withoutWarnings_isEmpty() {
        XCTAssertEqual(makeSUT(afterAFullBuildWith: []).text(in: .spanish), "")
    }

    // MARK: - Helpers

    private func makeSUT(afterAFullBuildWith warnings: [Diagnostic]) -> PreviewWarnings {
        let sut = PreviewWarnings()
        sut.buildStarted()
        warnings.forEach(sut.receive)
        sut.builtEverything()
        return sut
    }

    private func warning(_ file: String, _ line: Int, _ message: LocalizedText) -> Diagnostic {
        .warning(DiagnosticID("broken-link"), file: file, line: line, message)
    }
}

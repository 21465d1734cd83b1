import BuildSteps
import Localization
@testable import site_benchmark
import SiteCore
import XCTest

final class StepTimesTests: XCTestCase {
    func test_stepFinished_withTheSearchStep_keepsItsSecondsAndWhatItSaid() {
        let sut = StepTimes()

        sut.stepFinished("Escribir las páginas", outcome: .done("1000 páginas"), duration: .seconds(2))
        sut.stepFinished(IndexSearchStep.title, outcome: .done("1003 páginas indexadas con Pagefind"), duration: .milliseconds(9500))

        XCTAssertEqual(sut.search?.seconds, 9.5)
        XCTAssertEqual(sut.search?.outcome, .done("1003 páginas indexadas con Pagefind"))
    }

    func test_receive_warningsOfADiagramLeftAsSourceOrAFailedSearch_areKeptAndOthersNot() {
        let sut = StepTimes()

        sut.receive(.warning(DiagnosticID("broken-link"), file: "a.md", line: 1, "enlace roto"))
        sut.receive(.warning(DiagnosticID("diagram-rejected"), file: "a.md", line: 3, "mmdr falló"))
        sut.receive(.warning(.searchFailed, "Pagefind falló"))

        XCTAssertEqual(sut.lightening.count, 2, "\(sut.lightening)")
        XCTAssertTrue(sut.lightening[0].contains("a.md:3"), "\(sut.lightening)")
    }

    func test_stepFinished_withOtherStepsOnly_keepsNoSearch() {
        let sut = StepTimes()

        sut.stepFinished("Escribir las páginas", outcome: .done("1000 páginas"), duration: .seconds(2))

        XCTAssertNil(sut.search)
    }
}

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
        XCTAssertGreaterThanOrEqual(sut.search?.cpuSeconds ?? -1, 0)
    }

    func test_stepFinished_withOtherStepsOnly_keepsNoSearch() {
        let sut = StepTimes()

        sut.stepFinished("Escribir las páginas", outcome: .done("1000 páginas"), duration: .seconds(2))

        XCTAssertNil(sut.search)
    }
}

import BuildSteps
import SiteCore
import TestSupport
import XCTest

final class PrepareOutputStepTests: XCTestCase {
    func test_run_storesTheStagedOutputInTheContext() async throws {
        let (sut, location) = makeSUT()
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertIdentical(context.output as? BuildOutputSpy, location.output)
        XCTAssertEqual(location.stageCount, 1)
        XCTAssertEqual(outcome, .done("en una carpeta junto a _site/"))
    }

    func test_run_unsafeOutput_throwsTheLocationsErrorAndStagesNothing() async {
        let refusal = SiteOutputError.unsafeOutput(path: "_site", reason: "es la carpeta de contenido")
        let (sut, _) = makeSUT(error: refusal)
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? SiteOutputError, refusal)
        XCTAssertEqual(diagnostic(of: error)?.id, .unsafeOutput)
        XCTAssertNil(context.output)
    }

    // MARK: - Helpers

    private func makeSUT(error: SiteOutputError? = nil) -> (PrepareOutputStep, OutputLocationSpy) {
        let location = OutputLocationSpy(error: error)
        return (PrepareOutputStep(location: location), location)
    }
}

import BuildSteps
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class PublishStepTests: XCTestCase {
    func test_run_publishesTheStagedOutputAndOnlyWithoutErrors() async throws {
        let (sut, output) = makeSUT()
        var context = SiteBuildContext.with(output: output)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [.publish])
        XCTAssertEqual(outcome, .done("en _site/"))
        XCTAssertTrue(sut.needsErrorFreeBuild)
    }

    func test_run_withoutOutput_throwsAnUnexpectedErrorNamingTheStep() async {
        let (sut, _) = makeSUT()
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .unexpected)
        XCTAssertTrue(diagnostic(of: error)?.message.contains("«Publicar»") == true, "\(String(describing: error))")
    }

    // MARK: - Helpers

    private func makeSUT() -> (PublishStep, BuildOutputSpy) {
        (PublishStep(shownPath: "_site"), BuildOutputSpy())
    }
}

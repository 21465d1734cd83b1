import BuildSteps
import SiteCore
import TestSupport
import XCTest

final class PublishStepTests: XCTestCase {
    func test_run_publishesTheStagedOutputAndOnlyWithoutErrors() async throws {
        let output = BuildOutputSpy()
        var context = SiteBuildContext()
        context.output = output
        let sut = PublishStep(shownPath: "_site")

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [.publish])
        XCTAssertEqual(outcome, .done("en _site/"))
        XCTAssertTrue(sut.needsErrorFreeBuild)
    }
}

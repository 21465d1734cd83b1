import BuildSteps
import TestSupport
import XCTest

final class SiteBuildContextTests: XCTestCase {
    func test_discardUnpublished_discardsTheStagedOutput() {
        let output = BuildOutputSpy()
        var sut = SiteBuildContext()
        sut.output = output

        sut.discardUnpublished()

        XCTAssertEqual(output.messages, [.discard])
    }
}

import SiteCore
import TestSupport

/// Stages a `BuildOutputSpy`, or refuses with the error the test chose; counts how often it was asked.
final class OutputLocationSpy: OutputLocation, @unchecked Sendable {
    let shownPath = "_site"
    let output = BuildOutputSpy()
    private let error: SiteOutputError?
    private(set) var stageCount = 0

    init(error: SiteOutputError? = nil) {
        self.error = error
    }

    func stage() throws(SiteOutputError) -> any BuildOutput {
        stageCount += 1
        if let error { throw error }
        return output
    }
}

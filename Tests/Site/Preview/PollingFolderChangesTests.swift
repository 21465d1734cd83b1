import Foundation
import SitePreview
import TestSupport
import XCTest

final class PollingFolderChangesTests: XCTestCase {
    func test_changes_afterAFileIsSaved_reportsIt() async throws {
        let (sut, spy, folder) = try makeSUT()
        spy.read(sut.changes())

        let lesson = try folder.write("# Uno, corregido\n", to: "Content/s/1.md")

        let reported = await spy.waitForChange(of: lesson, within: 2)
        XCTAssertTrue(reported, "reported: \(spy.reportedPaths())")
        spy.cancel()
    }

    func test_changes_whenTheReadingTaskIsCancelled_ends() async throws {
        let (sut, spy, _) = try makeSUT()
        spy.read(sut.changes())

        spy.cancel()

        let ended = await spy.waitForEnd()
        XCTAssertTrue(ended)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: PollingFolderChanges, spy: FolderChangesSpy, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")
        let sut = PollingFolderChanges(watching: [folder.url.appendingPathComponent("Content")], interval: .milliseconds(20), settle: .milliseconds(5))
        let spy = FolderChangesSpy()
        addTeardownBlock { spy.cancel() }
        return (sut, spy, folder)
    }
}

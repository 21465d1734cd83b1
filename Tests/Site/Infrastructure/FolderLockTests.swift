import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class FolderLockTests: XCTestCase {
    func test_attempt_folderNobodyHolds_locksItUntilReleased() throws {
        let folder = try makeTemporaryFolder()

        guard case let .locked(sut) = FolderLock.attempt(folder.url) else { return XCTFail("not locked") }

        XCTAssertTrue(isHeld(folder.url))
        sut.release()
        XCTAssertFalse(isHeld(folder.url))
    }

    func test_attempt_folderAnotherHolds_isHeld() throws {
        let folder = try makeTemporaryFolder()
        let release = holdLock(on: folder.url)
        defer { release() }

        guard case .held = FolderLock.attempt(folder.url) else { return XCTFail("expected held") }
    }

    func test_attempt_missingFolder_isUnavailable() throws {
        let folder = try makeTemporaryFolder()

        guard case .unavailable = FolderLock.attempt(folder.location("no-existe")) else { return XCTFail("expected unavailable") }
    }

    func test_holds_afterTheFolderWasRemovedAndMadeAgain_isFalse() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.location("a"), withIntermediateDirectories: false)
        guard case let .locked(sut) = FolderLock.attempt(folder.location("a")) else { return XCTFail("not locked") }
        XCTAssertTrue(sut.holds(folder.location("a")))

        try FileManager.default.removeItem(at: folder.location("a"))
        try FileManager.default.createDirectory(at: folder.location("a"), withIntermediateDirectories: false)

        XCTAssertFalse(sut.holds(folder.location("a")))
    }

    // MARK: - Helpers

    private func isHeld(_ folder: URL) -> Bool {
        if case let .locked(lock) = FolderLock.attempt(folder) {
            lock.release()
            return false
        }
        return true
    }
}

import Foundation
import LessonsInfrastructure
import XCTest

final class GitHistoryFilesTests: XCTestCase {
    func test_folders_areTheLogsFolderAndTheBranches() {
        XCTAssertEqual(makeSUT().folders.map(\.path), ["/curso/.git/logs", "/curso/.git/refs/heads"])
    }

    func test_recordsAMove_theLogOfHEAD_isAMove() {
        XCTAssertEqual(makeSUT().recordsAMove("/curso/.git/logs/HEAD"), true)
    }

    func test_recordsAMove_aBranchsFileOrTheBranchesFolder_isAMove() {
        let sut = makeSUT()

        XCTAssertEqual(sut.recordsAMove("/curso/.git/refs/heads/main"), true)
        XCTAssertEqual(sut.recordsAMove("/curso/.git/refs/heads/equipo/ana"), true)
        XCTAssertEqual(sut.recordsAMove("/curso/.git/refs/heads"), true)
    }

    func test_recordsAMove_aBranchsLockFile_isNoMove() {
        XCTAssertEqual(makeSUT().recordsAMove("/curso/.git/refs/heads/main.lock"), false)
    }

    func test_recordsAMove_anotherReferencesLog_isNoMove() {
        XCTAssertEqual(makeSUT().recordsAMove("/curso/.git/logs/refs/remotes/origin/main"), false)
    }

    func test_recordsAMove_aPathOutsideTheirFolders_isNil() {
        let sut = makeSUT()

        XCTAssertNil(sut.recordsAMove("/curso/Content/01.md"))
        XCTAssertNil(sut.recordsAMove("/curso/.git/HEAD"))
        XCTAssertNil(sut.recordsAMove("/curso/.git/logs-old/HEAD"))
    }

    // MARK: - Helpers

    private func makeSUT() -> GitHistoryFiles {
        GitHistoryFiles(headLog: URL(fileURLWithPath: "/curso/.git/logs/HEAD"), branches: URL(fileURLWithPath: "/curso/.git/refs/heads/", isDirectory: true))
    }
}

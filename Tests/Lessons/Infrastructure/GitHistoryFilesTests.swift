import Foundation
import LessonsCore
import LessonsInfrastructure
import XCTest

final class GitHistoryFilesTests: XCTestCase {
    func test_folders_ofARepository_areItsLogsFolderAndItsBranches() {
        XCTAssertEqual(makeSUT().folders.map(\.path), ["/curso/.git/logs", "/curso/.git/refs/heads"])
    }

    func test_change_atTheLogOfHEAD_isAMove() {
        XCTAssertEqual(makeSUT().change(at: "/curso/.git/logs/HEAD"), .moved)
    }

    func test_change_atABranchsFile_isAMove() {
        XCTAssertEqual(makeSUT().change(at: "/curso/.git/refs/heads/equipo/ana"), .moved)
    }

    func test_change_atABranchWhoseNameHasLockInside_isAMove() {
        XCTAssertEqual(makeSUT().change(at: "/curso/.git/refs/heads/feature.lockdown"), .moved)
    }

    func test_change_atEitherFolderItself_isAMove() {
        let sut = makeSUT()

        XCTAssertEqual(sut.change(at: "/curso/.git/logs"), .moved)
        XCTAssertEqual(sut.change(at: "/curso/.git/logs/"), .moved)
        XCTAssertEqual(sut.change(at: "/curso/.git/refs/heads"), .moved)
    }

    func test_change_atABranchsLockFile_isAnotherRecord() {
        XCTAssertEqual(makeSUT().change(at: "/curso/.git/refs/heads/main.lock"), .otherRecord)
    }

    func test_change_atAnotherReferencesLog_isAnotherRecord() {
        XCTAssertEqual(makeSUT().change(at: "/curso/.git/logs/refs/remotes/origin/main"), .otherRecord)
    }

    func test_change_atAPathOutsideTheirFolders_isOutside() {
        let sut = makeSUT()

        XCTAssertEqual(sut.change(at: "/curso/Content/01.md"), .outside)
        XCTAssertEqual(sut.change(at: "/curso/.git/HEAD"), .outside)
        XCTAssertEqual(sut.change(at: "/curso/.git/logs-old/HEAD"), .outside)
    }

    // MARK: - Helpers

    private func makeSUT() -> GitHistoryFiles {
        GitHistoryFiles(headLog: URL(fileURLWithPath: "/curso/.git/logs/HEAD"), branches: URL(fileURLWithPath: "/curso/.git/refs/heads/", isDirectory: true))
    }
}

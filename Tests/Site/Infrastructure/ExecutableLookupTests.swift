import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class ExecutableLookupTests: XCTestCase {
    func test_find_nameInAFolderOfThePath_returnsItThere() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("bin/herramienta", in: folder)
        try FileManager.default.createDirectory(at: folder.location("vacia"), withIntermediateDirectories: true)

        let found = ExecutableLookup.find("herramienta", path: "\(folder.location("vacia").path):\(folder.location("bin").path)")

        XCTAssertEqual(found?.path, folder.location("bin/herramienta").path)
    }

    func test_find_nameInTwoFoldersOfThePath_returnsTheFirst() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("primera/herramienta", in: folder)
        try makeFile("segunda/herramienta", in: folder)

        let found = ExecutableLookup.find("herramienta", path: "\(folder.location("primera").path):\(folder.location("segunda").path)")

        XCTAssertEqual(found?.path, folder.location("primera/herramienta").path)
    }

    func test_find_fileThatIsNotExecutable_isPassedOver() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("primera/herramienta", in: folder, executable: false)
        try makeFile("segunda/herramienta", in: folder)

        let found = ExecutableLookup.find("herramienta", path: "\(folder.location("primera").path):\(folder.location("segunda").path)")

        XCTAssertEqual(found?.path, folder.location("segunda/herramienta").path)
    }

    func test_find_folderWithTheName_isPassedOver() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.location("a/herramienta"), withIntermediateDirectories: true)
        try makeFile("b/herramienta", in: folder)

        let found = ExecutableLookup.find("herramienta", path: "\(folder.location("a").path):\(folder.location("b").path)")

        XCTAssertEqual(found?.path, folder.location("b/herramienta").path)
        XCTAssertNil(ExecutableLookup.find(folder.location("a/herramienta").path))
    }

    func test_find_nameNotInAnyFolderOfThePath_isNil() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("bin/otra", in: folder)
        try makeFile("bin/herramienta", in: folder, executable: false)

        XCTAssertNil(ExecutableLookup.find("herramienta", path: folder.location("bin").path))
    }

    func test_find_withAnEmptyPath_isNil() throws {
        XCTAssertNil(ExecutableLookup.find("sh", path: ""))
    }

    func test_find_pathToAnExecutable_returnsItWithoutLookingAtThePath() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("bin/herramienta", in: folder)

        let found = ExecutableLookup.find(folder.location("bin/herramienta").path, path: "")

        XCTAssertEqual(found?.path, folder.location("bin/herramienta").path)
    }

    func test_find_pathToAFileThatIsNotExecutable_isNil() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("bin/herramienta", in: folder, executable: false)

        XCTAssertNil(ExecutableLookup.find(folder.location("bin/herramienta").path, path: folder.location("bin").path))
    }

    func test_find_pathThatDoesNotExist_isNil() throws {
        let folder = try makeTemporaryFolder()
        try makeFile("bin/herramienta", in: folder)

        XCTAssertNil(ExecutableLookup.find(folder.location("otra/herramienta").path, path: folder.location("bin").path))
    }

    // MARK: - Helpers

    private func makeFile(_ relativePath: String, in folder: TemporaryFolder, executable: Bool = true) throws {
        let file = try folder.write("#!/bin/sh\n", to: relativePath)
        try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: file.path)
    }
}

import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class StaticFolderTests: XCTestCase {
    func test_list_folderWithFiles_returnsThemFromItsRootSortedWithoutHiddenOnes() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("body {}", to: "Public/css/site.css")
        try folder.write("PNG", to: "Public/img/logo.png")
        try folder.write("", to: "Public/img/.DS_Store")
        try folder.write("favicon", to: "Public/favicon.ico")

        let files = sut.list()

        XCTAssertEqual(files, ["css/site.css", "favicon.ico", "img/logo.png"])
    }

    func test_list_missingFolder_isEmpty() throws {
        let (sut, _) = try makeSUT()

        let files = sut.list()

        XCTAssertEqual(files, [])
    }

    // MARK: - Helpers

    /// Static files in `Public/` of a temporary folder, which does not exist until a test writes into it.
    private func makeSUT() throws -> (sut: StaticFolder, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        return (StaticFolder(folder: folder.location("Public")), folder)
    }
}

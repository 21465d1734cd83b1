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

    func test_list_withABuiltInTheme_hasItsFilesAndTheFoldersOnceEach() throws {
        let (sut, folder) = try makeSUT(builtIn: ["css/site.css": "body {}", "css/print.css": "@page {}"])
        try folder.write("body { color: red }", to: "Public/css/site.css")
        try folder.write("PNG", to: "Public/img/logo.png")

        let files = sut.list()

        XCTAssertEqual(files, ["css/print.css", "css/site.css", "img/logo.png"])
    }

    func test_list_withoutAFolder_isTheBuiltInThemesFiles() {
        let sut = StaticFolder(folder: nil, builtIn: ["css/site.css": "body {}"])

        let files = sut.list()

        XCTAssertEqual(files, ["css/site.css"])
    }

    func test_copy_fileOfTheFolder_replacesTheBuiltInOneAtItsPath() throws {
        let (sut, folder) = try makeSUT(builtIn: ["css/site.css": "body {}", "css/print.css": "@page {}"])
        try folder.write("body { color: red }", to: "Public/css/site.css")
        let output = BuildOutputSpy()

        try sut.copy(sut.list(), into: output)

        guard case let .copy(copied, from: source)? = output.messages.first else { return XCTFail("\(output.messages)") }
        XCTAssertEqual(copied, ["css/site.css"])
        XCTAssertEqual(source.path, folder.location("Public").path)
        XCTAssertEqual(output.messages.dropFirst(), [.createFolders(["css/print.css"]), .write("css/print.css")])
        XCTAssertEqual(output.files, ["css/print.css": "@page {}"])
    }

    func test_copy_onlyThePathsAskedFor() throws {
        let (sut, folder) = try makeSUT(builtIn: ["css/site.css": "body {}"])
        try folder.write("PNG", to: "Public/img/logo.png")
        let output = BuildOutputSpy()

        try sut.copy(["css/site.css"], into: output)

        XCTAssertEqual(output.files, ["css/site.css": "body {}"])
        XCTAssertFalse(output.messages.contains { if case .copy(["img/logo.png"], _) = $0 { true } else { false } })
    }

    // MARK: - Helpers

    /// Static files in `Public/` of a temporary folder, which does not exist until a test writes into it.
    private func makeSUT(builtIn: [String: String] = [:]) throws -> (sut: StaticFolder, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        return (StaticFolder(folder: folder.location("Public"), builtIn: builtIn), folder)
    }
}

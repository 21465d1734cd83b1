import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class FileTreeTests: XCTestCase {
    func test_files_folderWithNestedFiles_returnsTheirRelativePathsSorted() throws {
        let folder = try makeFolder(files: ["b.txt", "a/z.txt", "a.txt", "a/b/c.txt"])

        let files = FileTree.files(in: folder.url)

        XCTAssertEqual(files, ["a.txt", "a/b/c.txt", "a/z.txt", "b.txt"])
    }

    func test_files_hiddenFilesAndFolders_areSkipped() throws {
        let folder = try makeFolder(files: [".oculto", ".git/config", "css/.DS_Store", "css/site.css"])

        let files = FileTree.files(in: folder.url)

        XCTAssertEqual(files, ["css/site.css"])
    }

    func test_files_emptyFolders_areNotListed() throws {
        let folder = try makeFolder(files: ["index.html"])
        try FileManager.default.createDirectory(at: folder.location("vacia/tambien"), withIntermediateDirectories: true)

        let files = FileTree.files(in: folder.url)

        XCTAssertEqual(files, ["index.html"])
    }

    func test_files_folderSpelledWithDotDot_givesPathsRelativeToTheFolderItNames() throws {
        let folder = try makeFolder(files: ["sitio/index.html", "sitio/css/site.css", "otro/fuera.html"])

        let files = FileTree.files(in: folder.location("otro/../sitio"))

        XCTAssertEqual(files, ["css/site.css", "index.html"])
    }

    func test_files_emptyFolder_isEmpty() throws {
        let folder = try makeTemporaryFolder()

        let files = FileTree.files(in: folder.url)

        XCTAssertEqual(files, [])
    }

    func test_files_missingFolder_isNil() throws {
        let folder = try makeTemporaryFolder()

        XCTAssertNil(FileTree.files(in: folder.location("no-existe")))
    }

    func test_files_file_isNil() throws {
        let folder = try makeFolder(files: ["index.html"])

        XCTAssertNil(FileTree.files(in: folder.location("index.html")))
    }

    func test_files_folderThatIsASymbolicLink_listsTheFilesOfTheFolderItNames() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("a", to: "real/a.txt")
        try FileManager.default.createSymbolicLink(at: folder.location("enlace"), withDestinationURL: folder.location("real"))

        XCTAssertEqual(FileTree.files(in: folder.location("enlace")), ["a.txt"])
    }

    func test_files_symbolicLinksInsideTheFolder_areLeftOut() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("secreto", to: "fuera/secreto.txt")
        try folder.write("b", to: "sitio/b.txt")
        try FileManager.default.createSymbolicLink(at: folder.location("sitio/enlace.txt"), withDestinationURL: folder.location("fuera/secreto.txt"))
        try FileManager.default.createSymbolicLink(at: folder.location("sitio/carpeta"), withDestinationURL: folder.location("fuera"))

        XCTAssertEqual(FileTree.files(in: folder.location("sitio")), ["b.txt"])
    }

    func test_isFolder_folder_isTrue() throws {
        let folder = try makeTemporaryFolder()

        XCTAssertTrue(FileTree.isFolder(folder.url))
    }

    func test_isFolder_symbolicLinkToAFolder_isTrue() throws {
        let folder = try makeFolder(files: ["sitio/index.html"])
        try FileManager.default.createSymbolicLink(at: folder.location("enlace"), withDestinationURL: folder.location("sitio"))

        XCTAssertTrue(FileTree.isFolder(folder.location("enlace")))
    }

    func test_isFolder_file_isFalse() throws {
        let folder = try makeFolder(files: ["index.html"])

        XCTAssertFalse(FileTree.isFolder(folder.location("index.html")))
    }

    func test_isFolder_missingPath_isFalse() throws {
        let folder = try makeTemporaryFolder()

        XCTAssertFalse(FileTree.isFolder(folder.location("no-existe")))
    }

    // MARK: - Helpers

    private func makeFolder(files: [String]) throws -> TemporaryFolder {
        let folder = try makeTemporaryFolder()
        for path in files {
            try folder.write("contenido de \(path)", to: path)
        }
        return folder
    }
}

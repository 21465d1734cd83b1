import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class ScratchFolderTests: XCTestCase {
    func test_load_savedText_returnsItUnchanged() throws {
        let (sut, _) = try makeSUT()
        let text = "<h1>Lección 1</h1>\n<p>ñandú — 日本語 🎉</p>\r\n"
        try sut.save(text, as: "leccion.md")

        let loaded = try sut.load("leccion.md")

        XCTAssertEqual(loaded, text)
    }

    func test_loadUTF8_savedText_returnsItsUTF8Bytes() throws {
        let (sut, _) = try makeSUT()
        let text = "<p>ñandú — 日本語 🎉</p>\r\n"
        try sut.save(text, as: "leccion.md.imprimir")

        let loaded = try sut.loadUTF8("leccion.md.imprimir")

        XCTAssertEqual(loaded, Array(text.utf8))
    }

    func test_load_savedEmptyText_returnsEmptyText() throws {
        let (sut, _) = try makeSUT()
        try sut.save("", as: "vacia.md")

        let loaded = try sut.load("vacia.md")

        XCTAssertEqual(loaded, "")
    }

    func test_save_sameNameTwice_keepsTheLastText() throws {
        let (sut, _) = try makeSUT()
        try sut.save("un texto primero más largo", as: "leccion.md")

        try sut.save("segundo", as: "leccion.md")

        XCTAssertEqual(try sut.load("leccion.md"), "segundo")
    }

    func test_save_nameWithSlashesAndDotDot_staysOneFileInsideTheFolder() throws {
        let (sut, folder) = try makeSUT()

        try sut.save("texto", as: "../../modulo/leccion.md")

        XCTAssertEqual(try folder.entries(), ["scratch"])
        XCTAssertEqual(try folder.entries("scratch").count, 1)
        XCTAssertEqual(try sut.load("../../modulo/leccion.md"), "texto")
    }

    func test_load_namesThatOnlyAnEscapeTellsApart_doNotCollide() throws {
        let (sut, _) = try makeSUT()
        let names = ["a/b", "a%2Fb", "a%252Fb", "a%b"]
        for name in names {
            try sut.save("texto de \(name)", as: name)
        }

        let loaded = try names.map { try sut.load($0) }

        XCTAssertEqual(loaded, names.map { "texto de \($0)" })
    }

    func test_load_nameNeverSaved_throwsSiteOutputError() throws {
        let (sut, _) = try makeSUT()

        let error = errorThrown { _ = try sut.load("nunca.md") }

        XCTAssertTrue(error is SiteOutputError, "\(String(describing: error))")
    }

    func test_save_intoAFolderThatDoesNotExist_throwsSiteOutputError() throws {
        let folder = try makeTemporaryFolder()
        let sut = ScratchFolder(folder: folder.location("no-existe"))

        let error = errorThrown { try sut.save("texto", as: "leccion.md") }

        XCTAssertTrue(error is SiteOutputError, "\(String(describing: error))")
    }

    // MARK: - Helpers

    /// A scratch folder in `scratch/` of a temporary folder that holds nothing else.
    private func makeSUT() throws -> (sut: ScratchFolder, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.location("scratch"), withIntermediateDirectories: true)
        return (ScratchFolder(folder: folder.location("scratch")), folder)
    }
}

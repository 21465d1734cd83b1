import Foundation
import SiteCore
import SiteInfrastructure
import Synchronization
import TestSupport
import XCTest

final class ScratchFolderTests: XCTestCase {
    func test_load_savedBytes_returnsThemUnchanged() throws {
        let (sut, _) = try makeSUT()
        let bytes = Array("<h1>Lección 1</h1>\n<p>ñandú — 日本語 🎉</p>\r\n".utf8) + [0, 0xFF]
        try sut.save(bytes, as: "leccion.md")

        let loaded = try sut.load("leccion.md")

        XCTAssertEqual(loaded, bytes)
    }

    func test_load_savedNothing_returnsNoBytes() throws {
        let (sut, _) = try makeSUT()
        try sut.save([], as: "vacia.md")

        let loaded = try sut.load("vacia.md")

        XCTAssertEqual(loaded, [])
    }

    func test_save_sameNameTwice_keepsTheLastText() throws {
        let (sut, _) = try makeSUT()
        try sut.save(Array("un texto primero más largo".utf8), as: "leccion.md")

        try sut.save(Array("segundo".utf8), as: "leccion.md")

        XCTAssertEqual(try sut.load("leccion.md"), Array("segundo".utf8))
    }

    func test_save_nameWithSlashesAndDotDot_leavesNoFileInAnyFolder() throws {
        let (sut, folder) = try makeSUT()

        try sut.save(Array("texto".utf8), as: "../../modulo/leccion.md")

        XCTAssertEqual(try folder.entries(), ["scratch"])
        XCTAssertEqual(try folder.entries("scratch"), [], "the scratch file has no name to leave behind")
        XCTAssertEqual(try sut.load("../../modulo/leccion.md"), Array("texto".utf8))
    }

    func test_load_namesThatOnlyAnEscapeTellsApart_doNotCollide() throws {
        let (sut, _) = try makeSUT()
        let names = ["a/b", "a%2Fb", "a%252Fb", "a%b"]
        for name in names {
            try sut.save(Array("texto de \(name)".utf8), as: name)
        }

        let loaded = try names.map { try sut.load($0) }

        XCTAssertEqual(loaded, names.map { Array("texto de \($0)".utf8) })
    }

    func test_load_nameNeverSaved_throwsSiteOutputError() throws {
        let (sut, _) = try makeSUT()

        let error = errorThrown { _ = try sut.load("nunca.md") }

        XCTAssertTrue(error is SiteOutputError, "\(String(describing: error))")
    }

    func test_take_savedBytes_returnsThemAndForgetsThem() throws {
        let (sut, _) = try makeSUT()
        try sut.save(Array("borrador".utf8), as: "login/01.md")
        try sut.save(Array("otro".utf8), as: "login/02.md")

        let taken = try sut.take("login/01.md")

        XCTAssertEqual(taken, Array("borrador".utf8))
        XCTAssertTrue(errorThrown { _ = try sut.load("login/01.md") } is SiteOutputError)
        XCTAssertEqual(try sut.load("login/02.md"), Array("otro".utf8))
    }

    func test_save_afterEverythingWasTaken_keepsTheNewBytes() throws {
        let (sut, _) = try makeSUT()
        try sut.save(Array("un borrador largo que ocupa sitio".utf8), as: "login/01.md")
        _ = try sut.take("login/01.md")

        try sut.save(Array("nuevo".utf8), as: "login/02.md")
        try sut.save(Array("y otro".utf8), as: "login/03.md")

        XCTAssertEqual(try sut.take("login/02.md"), Array("nuevo".utf8))
        XCTAssertEqual(try sut.take("login/03.md"), Array("y otro".utf8))
    }

    func test_saveAndTake_fromManyThreadsAtOnce_returnEachNamesBytes() throws {
        let (sut, _) = try makeSUT()
        let names = (0..<200).map { "seccion-\($0 % 7)/leccion-\($0).md" }
        let texts = names.map { name in Array(String(repeating: "contenido de \(name) ", count: 1 + name.utf8.count % 50).utf8) }
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            try? sut.save(texts[index], as: names[index])
        }

        let taken = Mutex<[Int: [UInt8]]>([:])
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let bytes = try? sut.take(names[index])
            taken.withLock { $0[index] = bytes }
        }

        XCTAssertEqual(taken.withLock { $0 }, Dictionary(uniqueKeysWithValues: texts.enumerated().map { ($0, $1) }))
    }

    func test_save_intoAFolderThatDoesNotExist_throwsSiteOutputError() throws {
        let folder = try makeTemporaryFolder()
        let sut = ScratchFolder(folder: folder.location("no-existe"))

        let error = errorThrown { try sut.save(Array("texto".utf8), as: "leccion.md") }

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

import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class StagingFolderTests: XCTestCase {
    func test_write_beforePublish_leavesThePreviousSiteAsItWas() throws {
        let (sut, folder) = try makeSUT(previousSite: ["index.html": "viejo"])

        try sut.write("nuevo", to: "index.html")
        try sut.write("nueva", to: "nueva.html")

        XCTAssertEqual(try folder.read("_site/index.html"), "viejo")
        XCTAssertFalse(folder.exists("_site/nueva.html"))
    }

    func test_publish_withAPreviousSite_replacesItWholeAndLeavesNoFoldersBehind() throws {
        let (sut, folder) = try makeSUT(previousSite: ["index.html": "viejo", "borrada.html": "vieja"])
        try sut.write("nuevo", to: "index.html")

        try sut.publish()

        XCTAssertEqual(try folder.read("_site/index.html"), "nuevo")
        XCTAssertFalse(folder.exists("_site/borrada.html"), "a page of the previous site survived")
        XCTAssertEqual(try leftovers(in: folder), [])
    }

    func test_publish_withoutAPreviousSite_putsTheSiteInPlace() throws {
        let (sut, folder) = try makeSUT()
        try sut.write("nuevo", to: "index.html")

        try sut.publish()

        XCTAssertEqual(try folder.read("_site/index.html"), "nuevo")
        XCTAssertEqual(try leftovers(in: folder), [])
    }

    func test_publish_anySite_marksItAsOneABuildMade() throws {
        let (sut, folder) = try makeSUT()

        try sut.publish()

        XCTAssertTrue(folder.exists("_site/\(OutputFolderPolicy.markerFile)"))
    }

    func test_publish_withTextInTheScratchSpace_leavesItOutOfTheSite() throws {
        let (sut, folder) = try makeSUT()
        try sut.scratch.save("cuerpo de la lección", as: "modulo/leccion.md")
        try sut.write("nuevo", to: "index.html")

        try sut.publish()

        XCTAssertEqual(try folder.entries("_site"), [OutputFolderPolicy.markerFile, "index.html"])
    }

    func test_discard_withAPreviousSite_removesTheStagingFolderAndLeavesThatSiteByteForByte() throws {
        let logo = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x0D, 0x0A])
        let (sut, folder) = try makeSUT(previousSite: ["index.html": "viejo"])
        try folder.write(logo, to: "_site/img/logo.png")
        try sut.write("nuevo", to: "index.html")

        sut.discard()

        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.folder.path))
        XCTAssertEqual(try folder.read("_site/index.html"), "viejo")
        XCTAssertEqual(try Data(contentsOf: folder.location("_site/img/logo.png")), logo)
        XCTAssertEqual(FileTree.files(in: folder.location("_site")), ["img/logo.png", "index.html"])
        XCTAssertEqual(try leftovers(in: folder), [])
    }

    func test_write_pathThatClimbsOut_isRefusedAndWritesNothingOutside() throws {
        let (sut, folder) = try makeSUT()

        let error = errorThrown { try sut.write("fuera", to: "../fuera.html") }

        XCTAssertEqual(unsafePath(error), "../fuera.html", "\(String(describing: error))")
        XCTAssertFalse(folder.exists("fuera.html"))
    }

    func test_write_absolutePath_isRefused() throws {
        let (sut, _) = try makeSUT()

        let error = errorThrown { try sut.write("fuera", to: "/fuera.html") }

        XCTAssertEqual(unsafePath(error), "/fuera.html", "\(String(describing: error))")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.folder.appendingPathComponent("fuera.html").path))
    }

    func test_open_pathThatClimbsOut_isRefusedAsUnsafeAndCreatesNothingOutside() throws {
        let (sut, folder) = try makeSUT()
        try sut.createFolders(for: ["sub/index.html"])

        let error = errorThrown { _ = try sut.open("sub/../../fuera.html") }

        XCTAssertEqual(unsafePath(error), "sub/../../fuera.html")
        XCTAssertFalse(folder.exists("fuera.html"))
    }

    func test_open_absolutePath_isRefusedAsUnsafe() throws {
        let (sut, _) = try makeSUT()

        let error = errorThrown { _ = try sut.open("/fuera.html") }

        XCTAssertEqual(unsafePath(error), "/fuera.html")
    }

    func test_createFolders_pathThatClimbsOut_isRefusedAndCreatesNothingOutside() throws {
        let (sut, folder) = try makeSUT()

        let error = errorThrown { try sut.createFolders(for: ["../fuera/index.html"]) }

        XCTAssertEqual(unsafePath(error), "../fuera/index.html", "\(String(describing: error))")
        XCTAssertFalse(folder.exists("fuera"))
    }

    func test_copy_pathThatClimbsOut_isRefusedAndCopiesNothingOutside() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("privado", to: "Public/privado.txt")
        try folder.write("body {}", to: "Public/css/site.css")

        let error = errorThrown { try sut.copy(["../privado.txt"], from: folder.location("Public/css")) }

        XCTAssertEqual(unsafePath(error), "../privado.txt", "\(String(describing: error))")
        XCTAssertFalse(folder.exists("privado.txt"))
    }

    func test_open_appendedPieces_areWrittenInOrder() throws {
        let (sut, _) = try makeSUT()

        let file = try sut.open("informe.html")
        try file.append("<p>uno</p>")
        try file.append("<p>dos — ñ</p>")
        file.close()

        XCTAssertEqual(try staged("informe.html", in: sut), "<p>uno</p><p>dos — ñ</p>")
    }

    func test_open_fileAlreadyStaged_startsItEmpty() throws {
        let (sut, _) = try makeSUT()
        try sut.write("un texto anterior más largo", to: "informe.html")

        let file = try sut.open("informe.html")
        try file.append("nuevo")
        file.close()

        XCTAssertEqual(try staged("informe.html", in: sut), "nuevo")
    }

    func test_copy_filesOfAFolder_landAtTheSameRelativePathsOverwritingStagedOnes() throws {
        let logo = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
        let (sut, folder) = try makeSUT()
        try folder.write("body {}", to: "Public/css/site.css")
        try folder.write(logo, to: "Public/img/logo.png")
        try sut.createFolders(for: ["css/site.css"])
        try sut.write("anterior", to: "css/site.css")

        try sut.copy(["css/site.css", "img/logo.png"], from: folder.location("Public"))

        XCTAssertEqual(try staged("css/site.css", in: sut), "body {}")
        XCTAssertEqual(try Data(contentsOf: sut.folder.appendingPathComponent("img/logo.png")), logo)
    }

    func test_createFolders_nestedPaths_makesTheFolderOfEachButNotTheFile() throws {
        let (sut, _) = try makeSUT()

        try sut.createFolders(for: ["modulo-1/tema/leccion.html", "modulo-2/index.html", "index.html"])

        XCTAssertTrue(FileTree.isFolder(sut.folder.appendingPathComponent("modulo-1/tema")))
        XCTAssertTrue(FileTree.isFolder(sut.folder.appendingPathComponent("modulo-2")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.folder.appendingPathComponent("modulo-1/tema/leccion.html").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.folder.appendingPathComponent("index.html").path))
    }

    func test_init_leftoversOfThisOutputOlderThanAnHour_areRemoved() throws {
        let folder = try makeTemporaryFolder()
        try makeLeftover("._site.building-viejo0", in: folder, age: 2 * 3600)
        try makeLeftover("._site.previous-viejo0", in: folder, age: 2 * 3600)

        _ = try StagingFolder(replacing: folder.location("_site"))

        XCTAssertFalse(folder.exists("._site.building-viejo0"))
        XCTAssertFalse(folder.exists("._site.previous-viejo0"))
    }

    func test_init_recentLeftoversAndThoseOfOtherOutputs_areKept() throws {
        let folder = try makeTemporaryFolder()
        try makeLeftover("._site.building-reciente", in: folder, age: 10 * 60)
        try makeLeftover("._otro.building-viejo0", in: folder, age: 2 * 3600)

        _ = try StagingFolder(replacing: folder.location("_site"))

        XCTAssertTrue(folder.exists("._site.building-reciente/index.html"))
        XCTAssertTrue(folder.exists("._otro.building-viejo0/index.html"))
    }

    // MARK: - Helpers

    private func makeSUT(previousSite: [String: String] = [:]) throws -> (sut: StagingFolder, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        for (path, text) in previousSite {
            try folder.write(text, to: "_site/\(path)")
        }
        return (try StagingFolder(replacing: folder.location("_site")), folder)
    }

    private func makeLeftover(_ name: String, in folder: TemporaryFolder, age: TimeInterval) throws {
        try folder.write("<p>a medias</p>", to: "\(name)/index.html")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: folder.location(name).path)
    }

    private func staged(_ relativePath: String, in sut: StagingFolder) throws -> String {
        try String(contentsOf: sut.folder.appendingPathComponent(relativePath), encoding: .utf8)
    }

    private func leftovers(in folder: TemporaryFolder) throws -> [String] {
        try folder.entries().filter { $0.hasPrefix("._site.") }
    }

    /// The path a `SiteOutputError.outsideSite` names.
    private func unsafePath(_ error: (any Error)?) -> String? {
        guard case let .outsideSite(path) = error as? SiteOutputError else { return nil }
        return path
    }
}

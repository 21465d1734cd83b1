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

    func test_publish_anySite_marksItAsOneABuildMadeListingWhatItHolds() throws {
        let (sut, folder) = try makeSUT()
        try sut.createFolders(for: ["curso/1.html"])
        try sut.write("nuevo", to: "index.html")
        try sut.write("nuevo", to: "curso/1.html")

        try sut.publish()

        XCTAssertEqual(try folder.read("_site/\(OutputMarker.fileName)"), "course-site output\ncurso\nindex.html\n")
        XCTAssertEqual(OutputMarker.read(in: folder.location("_site")), .lists(unlisted: []))
    }

    func test_publish_withTextInTheScratchSpace_leavesItOutOfTheSite() throws {
        let (sut, folder) = try makeSUT()
        try sut.scratch.save(Array("cuerpo de la lección".utf8), as: "modulo/leccion.md")
        try sut.write("nuevo", to: "index.html")

        try sut.publish()

        XCTAssertEqual(try folder.entries("_site"), [OutputMarker.fileName, "index.html"])
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

    func test_discardAllInProgress_removesTheStagingFoldersOfBuildsAtWorkAndLeavesThePreviousSite() throws {
        // What a second Ctrl-C, which ends the process at once, still does.
        let (sut, folder) = try makeSUT(previousSite: ["index.html": "viejo"])
        try sut.write("nuevo", to: "index.html")

        StagingFolder.discardAllInProgress()

        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.folder.path))
        XCTAssertEqual(try folder.read("_site/index.html"), "viejo")
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

    func test_createFolders_nestedRepeatedAndOddlyWrittenFolders_createsEachWithTheFoldersAboveIt() throws {
        let (sut, _) = try makeSUT()
        try sut.createFolders(for: ["a/x.html"])

        try sut.createFolders(for: ["a/b/c/1.html", "a/b/2.html", "a/b/c/3.html", "d/4.html", "5.html", "a/x.html", "e//f/6.html", "./g/7.html"])

        for page in ["a/b/c/1.html", "d/4.html", "e//f/6.html", "./g/7.html"] {
            try sut.write("página", to: page)
            XCTAssertEqual(try staged(page, in: sut), "página")
        }
    }

    func test_createFolders_foldersEqualAsStringsButNotByteForByte_createsEach() throws {
        let (sut, _) = try makeSUT()

        try sut.createFolders(for: ["cafe\u{301}/a/1.html", "caf\u{E9}/b/2.html"])

        try sut.write("uno", to: "cafe\u{301}/a/1.html")
        try sut.write("dos", to: "caf\u{E9}/b/2.html")
        XCTAssertEqual(try staged("caf\u{E9}/b/2.html", in: sut), "dos")
    }

    func test_createFolders_aFileWhereAFolderGoes_failsNamingTheFolder() throws {
        let (sut, _) = try makeSUT()
        try sut.write("soy un archivo", to: "a")

        let error = errorThrown { try sut.createFolders(for: ["a/b/1.html"]) }

        guard case let .writeFailed(path, _)? = error as? SiteOutputError else { return XCTFail("expected a write failure, got \(String(describing: error))") }
        XCTAssertEqual(path, "a")
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

    func test_open_textAndHTMLAppended_areWrittenInOrder() throws {
        let (sut, _) = try makeSUT()

        let file = try sut.open("imprimir.html")
        try file.append("<p>uno</p>")
        try file.append(HTML("<p>dos — ñ</p>"))
        try file.append(HTML(utf8: []))
        try file.append("<p>tres</p>")
        file.close()

        XCTAssertEqual(try staged("imprimir.html", in: sut), "<p>uno</p><p>dos — ñ</p><p>tres</p>")
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

    func test_init_leftoversOfThisOutputThatNoBuildHolds_areRemovedWhateverTheirAge() throws {
        let folder = try makeTemporaryFolder()
        try makeLeftover("._site.building-muerta0", in: folder)
        try makeLeftover("._site.previous-muerta0", in: folder)

        _ = try StagingFolder(replacing: folder.location("_site"))

        XCTAssertFalse(folder.exists("._site.building-muerta0"))
        XCTAssertFalse(folder.exists("._site.previous-muerta0"))
    }

    func test_init_stagingFolderOfARunningBuild_isKept() throws {
        let folder = try makeTemporaryFolder()
        let running = try StagingFolder(replacing: folder.location("_site"))
        try running.write("<p>a medias</p>", to: "index.html")

        _ = try StagingFolder(replacing: folder.location("_site"))

        XCTAssertEqual(try staged("index.html", in: running), "<p>a medias</p>")
    }

    func test_init_leftoversOfOtherOutputs_areKept() throws {
        let folder = try makeTemporaryFolder()
        try makeLeftover("._otro.building-muerta0", in: folder)

        _ = try StagingFolder(replacing: folder.location("_site"))

        XCTAssertTrue(folder.exists("._otro.building-muerta0/index.html"))
    }

    func test_publish_whileSomeoneReadsTheOutput_neverLeavesItMissing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>0</p>", to: "_site/index.html")
        try OutputMarker.write(in: folder.location("_site"))
        let reader = FileWatcher(file: folder.location("_site/index.html"))

        reader.start()
        for build in 1...40 {
            let sut = try StagingFolder(replacing: folder.location("_site"))
            try sut.write("<p>\(build)</p>", to: "index.html")
            try sut.publish()
        }
        let (reads, misses) = reader.stop()

        XCTAssertGreaterThan(reads, 0)
        XCTAssertEqual(misses, 0, "the output was missing in \(misses) of \(reads) reads")
        XCTAssertEqual(try folder.read("_site/index.html"), "<p>40</p>")
        XCTAssertEqual(try leftovers(in: folder), [])
    }

    func test_publish_fiveBuildsAtOnce_allSucceedAndLeaveOnlyTheOutput() async throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>0</p>", to: "_site/index.html")
        try OutputMarker.write(in: folder.location("_site"))
        var builds: [StagingFolder] = []
        for build in 1...5 {
            let sut = try StagingFolder(replacing: folder.location("_site"))
            try sut.write("<p>\(build)</p>", to: "index.html")
            builds.append(sut)
        }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for sut in builds { group.addTask { try sut.publish() } }
            try await group.waitForAll()
        }

        XCTAssertTrue(["<p>1</p>", "<p>2</p>", "<p>3</p>", "<p>4</p>", "<p>5</p>"].contains(try folder.read("_site/index.html")))
        XCTAssertEqual(try leftovers(in: folder), [])
    }

    func test_init_siteSetAsideWhenTheOutputIsMissing_isPutBackRatherThanRemoved() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>último</p>", to: "._site.previous-muerta0/index.html")

        _ = try StagingFolder(replacing: folder.location("_site"))

        XCTAssertEqual(try folder.read("_site/index.html"), "<p>último</p>", "a build died between its two renames: the set-aside site is the last one published")
        XCTAssertEqual(try leftovers(in: folder).filter { $0.contains("previous") }, [])
    }

    func test_publish_whenTheAuthorAddedFilesToTheOutputDuringTheBuild_refusesAndKeepsThem() throws {
        let (sut, folder) = try makeSUT()
        try sut.write("nuevo", to: "index.html")
        try sut.publish()
        let next = try StagingFolder(replacing: folder.location("_site"))
        try next.write("más nuevo", to: "index.html")
        try folder.write("mis notas", to: "_site/notas.txt")

        XCTAssertThrowsError(try next.publish()) { error in
            guard case let .unsafeOutput(_, reason) = error as? SiteOutputError else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.description.contains("notas.txt"), reason.description)
        }
        XCTAssertEqual(try folder.read("_site/notas.txt"), "mis notas")
    }

    // MARK: - Helpers

    private func makeSUT(previousSite: [String: String] = [:]) throws -> (sut: StagingFolder, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        for (path, text) in previousSite {
            try folder.write(text, to: "_site/\(path)")
        }
        if !previousSite.isEmpty { try OutputMarker.write(in: folder.location("_site")) }
        return (try StagingFolder(replacing: folder.location("_site")), folder)
    }

    /// What a build killed half way leaves: a folder no running build holds, however recent.
    private func makeLeftover(_ name: String, in folder: TemporaryFolder) throws {
        try folder.write("<p>a medias</p>", to: "\(name)/index.html")
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

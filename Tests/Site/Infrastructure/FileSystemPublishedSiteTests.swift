import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class FileSystemPublishedSiteTests: XCTestCase {
    func test_replace_existingFile_writesTheNewTextAndLeavesNoOtherFile() throws {
        let (sut, folder) = try makeSUT(site: ["s/a.html": "viejo", "b.html": "otra"])

        try sut.replace("s/a.html", with: "nuevo")

        XCTAssertEqual(try folder.read("_site/s/a.html"), "nuevo")
        XCTAssertEqual(try folder.read("_site/b.html"), "otra")
        XCTAssertEqual(try files(in: folder), ["b.html", "s/a.html"])
    }

    func test_replace_inAFolderTheSiteDoesNotHaveYet_createsIt() throws {
        let (sut, folder) = try makeSUT(site: ["b.html": "otra"])

        try sut.replace("diagrams/d1.svg", with: "<svg/>")

        XCTAssertEqual(try folder.read("_site/diagrams/d1.svg"), "<svg/>")
        XCTAssertEqual(try files(in: folder), ["b.html", "diagrams/d1.svg"])
    }

    func test_replaceBytes_keepsWhatLiesAroundThem() throws {
        let (sut, folder) = try makeSUT(site: ["imprimir.html": "<top>ñ<uno><dos><bottom>"])
        let start = "<top>ñ".utf8.count

        try sut.replace(bytes: start..<(start + "<uno>".utf8.count), of: "imprimir.html", sized: "<top>ñ<uno><dos><bottom>".utf8.count, with: "<UNO más largo>")

        XCTAssertEqual(try folder.read("_site/imprimir.html"), "<top>ñ<UNO más largo><dos><bottom>")
        XCTAssertEqual(try files(in: folder), ["imprimir.html"])
    }

    func test_replaceBytes_largerThanOneChunk_keepsEveryByte() throws {
        let before = String(repeating: "a", count: 3 << 20)
        let after = String(repeating: "z", count: (2 << 20) + 7)
        let (sut, folder) = try makeSUT(site: ["imprimir.html": before + "<uno>" + after])

        try sut.replace(bytes: before.utf8.count..<(before.utf8.count + 5), of: "imprimir.html", sized: (before + "<uno>" + after).utf8.count, with: "<1>")

        XCTAssertEqual(try folder.read("_site/imprimir.html"), before + "<1>" + after)
    }

    func test_replace_pathClimbingOutOfTheSite_isRefused() throws {
        let (sut, folder) = try makeSUT(site: ["a.html": "a"])

        XCTAssertThrowsError(try sut.replace("../fuera.html", with: "x")) { error in
            XCTAssertEqual(error as? SiteOutputError, .outsideSite(path: "../fuera.html"))
        }
        XCTAssertFalse(folder.exists("fuera.html"))
    }

    func test_replaceBytes_missingFile_throwsWriteFailed() throws {
        let (sut, _) = try makeSUT(site: ["a.html": "a"])

        XCTAssertThrowsError(try sut.replace(bytes: 0..<1, of: "imprimir.html", sized: 1, with: "x")) { error in
            guard case .writeFailed(path: "imprimir.html", _) = error as? SiteOutputError else { return XCTFail("\(error)") }
        }
    }

    func test_replaceBytes_fileOfAnotherSize_isRefusedAndLeftAsItIs() throws {
        let (sut, folder) = try makeSUT(site: ["imprimir.html": "<top><uno><dos><bottom> escrito por otra compilación"])

        XCTAssertThrowsError(try sut.replace(bytes: 5..<10, of: "imprimir.html", sized: "<top><uno><dos><bottom>".utf8.count, with: "<1>")) { error in
            guard case .writeFailed(path: "imprimir.html", _) = error as? SiteOutputError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try folder.read("_site/imprimir.html"), "<top><uno><dos><bottom> escrito por otra compilación")
        XCTAssertEqual(try files(in: folder), ["imprimir.html"])
    }

    // MARK: - Helpers

    private func makeSUT(site: [String: String]) throws -> (FileSystemPublishedSite, TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        for (path, text) in site { try folder.write(text, to: "_site/" + path) }
        return (FileSystemPublishedSite(folder: folder.url.appendingPathComponent("_site")), folder)
    }

    /// Every file of the site, hidden ones too, so a temporary file left behind shows.
    private func files(in folder: TemporaryFolder) throws -> [String] {
        let site = folder.url.appendingPathComponent("_site")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: site.path))
        return enumerator.compactMap { $0 as? String }.filter { !FileTree.isFolder(site.appendingPathComponent($0)) }.sorted()
    }
}

import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class FolderSwapTests: XCTestCase {
    func test_replace_withoutAnOutput_movesTheNewFolderInAndHasNothingToRemove() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>nuevo</p>", to: "nuevo/index.html")

        let previous = try FolderSwap.replace(folder.location("_site"), with: folder.location("nuevo"))

        XCTAssertNil(previous)
        XCTAssertEqual(try folder.read("_site/index.html"), "<p>nuevo</p>")
        XCTAssertEqual(try folder.entries(), ["_site"])
    }

    func test_replace_withAnOutput_exchangesThemLeavingTheOldSiteWhereTheNewOneWas() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>viejo</p>", to: "_site/index.html")
        try folder.write("<p>nuevo</p>", to: "nuevo/index.html")

        let previous = try FolderSwap.replace(folder.location("_site"), with: folder.location("nuevo"))

        XCTAssertEqual(try folder.read("_site/index.html"), "<p>nuevo</p>")
        XCTAssertEqual(previous?.lastPathComponent, "nuevo")
        XCTAssertEqual(try folder.read("nuevo/index.html"), "<p>viejo</p>")
    }

    func test_replace_withoutExchange_stillReplacesTheSiteAndSetsTheOldOneAside() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>viejo</p>", to: "_site/index.html")
        try folder.write("<p>nuevo</p>", to: "nuevo/index.html")

        let previous = try FolderSwap.replace(folder.location("_site"), with: folder.location("nuevo"), canExchange: false)

        XCTAssertEqual(try folder.read("_site/index.html"), "<p>nuevo</p>")
        XCTAssertTrue(previous?.lastPathComponent.hasPrefix("._site.previous-") == true, "\(String(describing: previous))")
        XCTAssertEqual(try String(contentsOf: XCTUnwrap(previous).appendingPathComponent("index.html"), encoding: .utf8), "<p>viejo</p>")
        XCTAssertFalse(folder.exists("nuevo"))
    }

    func test_replace_newFolderMissing_throwsTheSystemsReasonAndLeavesTheOutput() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>viejo</p>", to: "_site/index.html")

        XCTAssertThrowsError(try FolderSwap.replace(folder.location("_site"), with: folder.location("no-existe"))) { error in
            XCTAssertFalse((error as? FolderSwap.Failure)?.reason.description.isEmpty ?? true)
        }
        XCTAssertEqual(try folder.read("_site/index.html"), "<p>viejo</p>")
    }
}

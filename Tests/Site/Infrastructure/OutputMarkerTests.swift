import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class OutputMarkerTests: XCTestCase {
    func test_read_afterWrite_listsEverythingTheFolderHeld() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("x", to: "index.html")
        try folder.write("x", to: "curso/1.html")

        try OutputMarker.write(in: folder.url)

        XCTAssertEqual(try folder.read(OutputMarker.fileName), "course-site output\ncurso\nindex.html\n")
        XCTAssertEqual(OutputMarker.read(in: folder.url), .lists(unlisted: []))
    }

    func test_read_entriesAddedAfterwards_areUnlistedButThoseMacOSAddsAreNot() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("x", to: "index.html")
        try OutputMarker.write(in: folder.url)
        for name in ["notas.txt", ".DS_Store", "._index.html", ".git/HEAD"] { try folder.write("x", to: name) }

        XCTAssertEqual(OutputMarker.read(in: folder.url), .lists(unlisted: [".git", "notas.txt"]))
    }

    func test_read_searchIndexCopiesSetAsideInPlace_areNotUnlistedButLookalikesAre() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("x", to: "pagefind/pagefind.js")
        try folder.write("x", to: "s/1.html")
        try OutputMarker.write(in: folder.url)
        let names = [".pagefind-1A2B3C4D", ".pagefind.previous-1a2b3c4d", ".pagefind-notas", ".s-1A2B3C4D", ".pagefindx"]
        for name in names { try folder.write("x", to: name + "/x") }

        XCTAssertEqual(OutputMarker.read(in: folder.url), .lists(unlisted: [".pagefind-notas", ".pagefindx", ".s-1A2B3C4D"]))
    }

    func test_read_emptyOrForeignOrNoMarker_saysSo() throws {
        let empty = try makeTemporaryFolder()
        try empty.write("", to: OutputMarker.fileName)
        let foreign = try makeTemporaryFolder()
        try foreign.write("otra cosa\nindex.html\n", to: OutputMarker.fileName)
        let none = try makeTemporaryFolder()

        XCTAssertEqual(OutputMarker.read(in: empty.url), .empty)
        XCTAssertEqual(OutputMarker.read(in: foreign.url), .notAMarker)
        XCTAssertEqual(OutputMarker.read(in: none.url), .missing)
    }
}

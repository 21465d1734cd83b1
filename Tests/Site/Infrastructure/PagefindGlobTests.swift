@testable import SiteInfrastructure
import XCTest

final class PagefindGlobTests: XCTestCase {
    func test_glob_pages_namesEachPage() {
        XCTAssertEqual(PagefindSearchIndexer.glob(["index.html", "módulo 1/lección-1.html"]), ["--glob", "{index.html,módulo 1/lección-1.html}"])
    }

    func test_glob_everyPage_isNoGlob() {
        XCTAssertEqual(PagefindSearchIndexer.glob(nil), [])
        XCTAssertEqual(PagefindSearchIndexer.glob([]), [])
    }

    func test_glob_aNameAGlobWouldReadAsAPattern_isNoGlob() {
        for name in ["a{b,c}.html", "a*.html", "a?.html", "[a].html", "a\\b.html", "a(b).html"] {
            XCTAssertEqual(PagefindSearchIndexer.glob(["index.html", name]), [], name)
        }
    }

    func test_glob_tooLongForOneArgument_namesThePagesFolders() {
        let pages = ["index.html"] + (1...3).flatMap { section in (1...40).map { "seccion-\(section)/leccion-\($0).html" } }

        let glob = PagefindSearchIndexer.glob(pages, maxBytes: 200)

        XCTAssertEqual(glob, ["--glob", "{index.html,seccion-1/*.html,seccion-2/*.html,seccion-3/*.html}"])
    }

    func test_glob_tooLongEvenByFolder_isNoGlob() {
        let pages = (1...40).map { "seccion-\($0)/leccion.html" }

        XCTAssertEqual(PagefindSearchIndexer.glob(pages, maxBytes: 100), [])
    }
}

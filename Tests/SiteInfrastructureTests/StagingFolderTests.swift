import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class StagingFolderTests: XCTestCase {
    func test_publish_replacesThePreviousSiteOnlyAtTheEnd() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("viejo", to: "_site/index.html")
        let sut = try StagingFolder(replacing: folder.url.appendingPathComponent("_site"))

        try sut.write("nuevo", to: "index.html")
        XCTAssertEqual(try folder.read("_site/index.html"), "viejo", "the old site changed before publishing")
        try sut.publish()

        XCTAssertEqual(try folder.read("_site/index.html"), "nuevo")
        XCTAssertEqual(try leftovers(in: folder), [])
    }
}

private func leftovers(in folder: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("._site.") }
}

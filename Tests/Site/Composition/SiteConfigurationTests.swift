import Foundation
import SiteComposition
import SiteTestSupport
import TestSupport
import XCTest

/// What the preview watches of a course's folders, and the base URL however it is given.
final class SiteConfigurationTests: XCTestCase {
    func test_baseURL_givenAtInitOrLater_alwaysStartsAndEndsWithASlash() throws {
        let course = try makeTemporaryFolder()
        var sut = SiteConfiguration(contentFolder: course.location("Content"), outputFolder: course.location("_site"), baseURL: "curso")

        XCTAssertEqual(sut.baseURL, "/curso/")
        sut.baseURL = "/otro"
        XCTAssertEqual(sut.baseURL, "/otro/")
    }

    func test_watchedTestFolders_folderBesideTheContentAndTheSite_isWatched() throws {
        let course = try makeTemporaryFolder()
        let sut = configuration(course, tests: ["Tests"], output: "_site")

        XCTAssertEqual(sut.watchedTestFolders, [course.url.appendingPathComponent("Tests")])
    }

    func test_watchedTestFolders_folderHoldingTheContentOrTheSiteEvenThroughALink_isLeftOut() throws {
        let course = try makeTemporaryFolder()
        try course.write("x", to: "Tests/_site/index.html")
        try FileManager.default.createSymbolicLink(at: course.url.appendingPathComponent("enlace"), withDestinationURL: course.url)
        let holdingTheContent = configuration(course, tests: ["."], output: "/tmp/otra-salida")
        let holdingTheSiteThroughALink = configuration(course, tests: ["enlace/Tests"], output: "Tests/_site")

        XCTAssertEqual(holdingTheContent.watchedTestFolders, [])
        XCTAssertEqual(holdingTheSiteThroughALink.watchedTestFolders, [])
    }

    // MARK: - Helpers

    private func configuration(_ course: TemporaryFolder, tests: [String], output: String) -> SiteConfiguration {
        CourseWorkspace(folder: course).configuration {
            $0.outputFolder = output.hasPrefix("/") ? URL(fileURLWithPath: output) : course.location(output)
            $0.testFolders = tests.map(course.location)
        }
    }
}

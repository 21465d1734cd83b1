import Foundation
import SiteComposition
import TestSupport
import XCTest

/// What the preview watches of a course's folders.
final class SiteConfigurationTests: XCTestCase {
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
        SiteConfiguration(
            contentFolder: course.url.appendingPathComponent("Content"),
            outputFolder: output.hasPrefix("/") ? URL(fileURLWithPath: output) : course.url.appendingPathComponent(output),
            testFolders: tests.map { course.url.appendingPathComponent($0) }
        )
    }
}

import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class FileSystemOutputLocationTests: XCTestCase {
    func test_stage_outputThePolicyRefuses_throwsUnsafeOutputAndStagesNothing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Lección", to: "proyecto/Content/leccion.md")
        let sut = makeSUT(output: "Content", in: folder)

        let error = errorThrown { _ = try sut.stage() }

        guard case let .unsafeOutput(path, _) = error as? SiteOutputError else {
            return XCTFail("not refused as unsafe: \(String(describing: error))")
        }
        XCTAssertEqual(path, "Content")
        XCTAssertEqual(try folder.entries("proyecto"), ["Content"])
    }

    func test_stage_safeOutput_returnsAnOutputBesideIt() throws {
        let folder = try makeTemporaryFolder()
        let sut = makeSUT(output: "_site", in: folder)

        let staged = try sut.stage()

        XCTAssertEqual(staged.folder.deletingLastPathComponent().resolvingSymlinksInPath(), folder.location("proyecto").resolvingSymlinksInPath())
        XCTAssertTrue(staged.folder.lastPathComponent.hasPrefix("._site.building-"), staged.folder.lastPathComponent)
    }

    func test_stage_publishedOutput_becomesTheOutputFolder() throws {
        let folder = try makeTemporaryFolder()
        let sut = makeSUT(output: "_site", in: folder)

        let staged = try sut.stage()
        try staged.write("<p>hola</p>", to: "index.html")
        try staged.publish()

        XCTAssertEqual(try folder.read("proyecto/_site/index.html"), "<p>hola</p>")
    }

    func test_shownPath_relativeOutput_isThePathAsGiven() throws {
        let folder = try makeTemporaryFolder()

        let sut = makeSUT(output: "../salida/./_site", in: folder)

        XCTAssertEqual(sut.shownPath, "../salida/./_site")
    }

    // MARK: - Helpers

    /// The output named relative to a project in `proyecto/`, whose lessons are in `proyecto/Content/`.
    private func makeSUT(output: String, in folder: TemporaryFolder) -> FileSystemOutputLocation {
        let project = folder.url.appendingPathComponent("proyecto", isDirectory: true)
        let policy = OutputFolderPolicy(workingDirectory: project, inputFolders: [project.appendingPathComponent("Content")])
        return FileSystemOutputLocation(output: URL(fileURLWithPath: output, relativeTo: project), policy: policy)
    }
}

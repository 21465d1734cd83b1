@testable import BuildSteps
import Foundation
import LessonsCore
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class CopyAssetsStepTests: XCTestCase {
    func test_run_copiesThePublicFilesThenTheContentAssetsFromTheirFolders() async throws {
        let sut = makeSUT(publicFolder: URL(fileURLWithPath: "/curso/Public"), contentFolder: URL(fileURLWithPath: "/curso/Content"))
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(
            output: output,
            listing: ContentListing(lessons: [lessonPath("a.md")], assets: ["login/diagrama.png"]),
            publicFiles: ["css/site.css", "images/logo.svg"]
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages, [
            .copy(["css/site.css", "images/logo.svg"], from: URL(fileURLWithPath: "/curso/Public")),
            .copy(["login/diagrama.png"], from: URL(fileURLWithPath: "/curso/Content")),
        ])
    }

    func test_run_leavesOutTheCatalogsProductsFile() async throws {
        let sut = makeSUT(contentFolder: URL(fileURLWithPath: "/curso/Content"))
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(
            output: output,
            listing: ContentListing(lessons: [], assets: ["img/a.png", "products.json", "img/b.png"]),
            catalog: LoadedCatalog(state: .empty, previews: [], contentAssetToSkip: "products.json")
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(output.messages.last, .copy(["img/a.png", "img/b.png"], from: URL(fileURLWithPath: "/curso/Content")))
    }

    func test_run_countsEveryFileCopied() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(
            output: BuildOutputSpy(),
            listing: ContentListing(lessons: [], assets: ["img/a.png", "products.json", "img/b.png"]),
            catalog: LoadedCatalog(state: .empty, previews: [], contentAssetToSkip: "products.json"),
            publicFiles: ["css/site.css"]
        )

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.assetCount, 3)
        XCTAssertEqual(outcome, .done("3 recursos"))
    }

    func test_run_oneFile_isCountedInTheSingular() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(output: BuildOutputSpy(), publicFiles: ["css/site.css"])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("1 recurso"))
    }

    // MARK: - Helpers

    private func makeSUT(publicFolder: URL = URL(fileURLWithPath: "/Public"), contentFolder: URL = URL(fileURLWithPath: "/Content")) -> CopyAssetsStep {
        CopyAssetsStep(publicFiles: StaticFilesStub(folder: publicFolder, files: []), contentFolder: contentFolder)
    }
}

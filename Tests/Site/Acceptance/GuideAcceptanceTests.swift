import Foundation
import SiteCommandLine
import SiteComposition
import TestSupport
import XCTest

/// The guide for authors in `docs/` is a course of its own, built by course-site from its
/// `course-site.yml` as `swift run build-site --config docs/course-site.yml` builds it: strictly, in English.
final class GuideAcceptanceTests: SiteBuildTestCase {
    func test_build_guide_buildsStrictInEnglishWithoutWarnings() async throws {
        let output = try makeTemporaryFolder().url.appendingPathComponent("_site")
        let configuration = try BuildOptions.parse([
            "--config", RepositoryFolders.guide.appendingPathComponent("course-site.yml").path, "--output", output.path,
        ]).configuration()
        let (sut, progress) = makeSUT(configuration, workingDirectory: RepositoryFolders.root)

        let summary = await build(sut, saying: progress)

        XCTAssertTrue(configuration.isStrict, "the guide's course-site.yml asks for strict")
        XCTAssertEqual(configuration.language, .english)
        XCTAssertEqual(progress.diagnostics, [])
        XCTAssertGreaterThanOrEqual(summary?.pages ?? 0, 14, "at least 12 lessons, the home page and the 404 page")
        let configurationPage = try String(contentsOf: output.appendingPathComponent("01-getting-started/03-configuration.html"), encoding: .utf8)
        XCTAssertTrue(configurationPage.contains("<td><code>pdf_paper</code></td>"), "the generated table is rendered as a table")
    }

    // MARK: - Helpers

    /// The build's summary; a failed build fails the test naming each warning, where the build's error only counts them.
    private func build(_ sut: SiteBuilder, saying progress: BuildProgressSpy, file: StaticString = #filePath, line: UInt = #line) async -> BuildSummary? {
        do {
            return try await sut.build()
        } catch {
            XCTFail("\(error)\n" + progress.diagnostics.map { "\($0)" }.joined(separator: "\n"), file: file, line: line)
            return nil
        }
    }
}

import Foundation
import Localization
import SiteComposition
import SiteCore
import SiteRendering
import TestSupport
import XCTest

/// The compiled template engine renders whole sites exactly as swift-mustache, the reference and
/// the template language authors edit, renders them: every page of every template, with every
/// model the build makes, byte for byte.
final class TemplateEngineAcceptanceTests: XCTestCase {
    func test_build_shippedCourseWithCatalogAndPreviews_isTheSameWithEitherEngine() async throws {
        let folder = try makeTemporaryFolder()

        let differences = try await differencesBetweenEngines(content: RepositoryFolders.content, in: folder, engine: .compiledOnly)

        XCTAssertEqual(differences, [])
    }

    func test_build_sampleLessonsWithCodeFramesAndPrintPage_isTheSameWithEitherEngine() async throws {
        let lessons = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        guard FileManager.default.fileExists(atPath: lessons.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        let folder = try makeTemporaryFolder()

        let differences = try await differencesBetweenEngines(content: lessons, in: folder, language: .english, engine: .compiledOnly)

        XCTAssertEqual(differences, [])
    }

    func test_build_courseTemplatesTheCompiledEngineLeavesToSwiftMustache_isTheSameWithEitherEngine() async throws {
        let folder = try makeTemporaryFolder()
        _ = try folder.write("# Inicio\n\nBienvenida.\n", to: "Content/index.md")
        _ = try folder.write("# Uno\n\n## Primera parte\n\nTexto con <, > y &.\n", to: "Content/s/01-uno.md")
        // A transform, which only swift-mustache knows, in a partial every page uses.
        _ = try folder.write("{{% CONTENT_TYPE: HTML }}\n<footer>{{uppercased(site.courseTitle)}}</footer>\n", to: "Templates/pager.mustache")

        let differences = try await differencesBetweenEngines(content: folder.location("Content"), templates: folder.location("Templates"), in: folder)

        XCTAssertEqual(differences, [])
        XCTAssertTrue(try folder.read("compiled/s/01-uno.html").contains("<footer>"), "the course's template was not used")
    }

    // MARK: - Helpers

    /// Builds `content` once with `engine` and once with swift-mustache, into `compiled/` and
    /// `swift-mustache/` of `folder`. With `.compiledOnly` a page the compiled engine would leave
    /// to swift-mustache fails the build, so the two are really compared.
    private func differencesBetweenEngines(
        content: URL, templates: URL? = nil, in folder: TemporaryFolder, language: SiteLanguage = .spanish, engine compiled: TemplateEngine = .compiled
    ) async throws -> [String] {
        for (engine, name) in [(compiled, "compiled"), (TemplateEngine.swiftMustache, "swift-mustache")] {
            let configuration = SiteConfiguration(
                contentFolder: content,
                templatesFolder: templates,
                publicFolder: content == RepositoryFolders.content ? RepositoryFolders.publicAssets : nil,
                outputFolder: folder.location(name),
                diagrams: DiagramOptions(mode: .client),
                // The dates come from git, and would differ if a commit landed between the builds.
                showsDates: false,
                language: language,
                templateEngine: engine
            )
            let progress = BuildProgressSpy()
            _ = try await SiteBuilder(configuration: configuration, reporter: progress, diagnostics: [progress], workingDirectory: folder.url).build()
        }
        return try folderDifferences(folder.location("compiled"), folder.location("swift-mustache"))
    }
}

private extension TemporaryFolder {
    func location(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }
}

import Foundation
import Localization
import MustacheOracle
import SiteComposition
import SiteCore
import SiteTheme
import SiteTestSupport
import TestSupport
import XCTest

/// The template engine renders whole sites exactly as swift-mustache, the library it was ported
/// from, renders them: every page of every template, with every model the build makes, byte for
/// byte. And a course's template with something the engine does not render fails the build,
/// naming its file and line, instead of being rendered some other way.
final class TemplateEngineAcceptanceTests: XCTestCase {
    func test_build_shippedCourseWithCatalogAndPreviews_isTheSameAsWithSwiftMustache() async throws {
        let folder = try makeTemporaryFolder()

        let differences = try await differencesFromSwiftMustache(content: RepositoryFolders.content, in: folder)

        XCTAssertEqual(differences, [])
    }

    func test_build_sampleLessonsWithCodeFramesAndPrintPage_isTheSameAsWithSwiftMustache() async throws {
        let lessons = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        guard FileManager.default.fileExists(atPath: lessons.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        let folder = try makeTemporaryFolder()

        let differences = try await differencesFromSwiftMustache(content: lessons, in: folder, language: .english)

        XCTAssertEqual(differences, [])
    }

    func test_build_courseTemplateWithATransform_failsNamingItsFileAndLineAndKeepsThePreviousSite() async throws {
        let folder = try makeTemporaryFolder()
        _ = try folder.write("# Uno\n\nTexto.\n", to: "Content/s/01-uno.md")
        let output = folder.location("_site")
        _ = try await SiteBuilder(configuration: configuration(folder, output: output), reporter: BuildProgressSpy(), diagnostics: []).build()
        let before = try String(contentsOf: output.appendingPathComponent("s/01-uno.html"), encoding: .utf8)
        let template = try folder.write("{{% CONTENT_TYPE: HTML }}\n<footer>{{uppercased(site.courseTitle)}}</footer>\n", to: "Templates/pager.mustache")
        let sut = SiteBuilder(
            configuration: configuration(folder, templates: folder.location("Templates"), output: output),
            reporter: BuildProgressSpy(),
            diagnostics: []
        )

        do {
            _ = try await sut.build()
            XCTFail("the build should fail")
        } catch {
            XCTAssertEqual(error.diagnostic.location, "\(template.path):2", error.diagnostic.description)
            XCTAssertTrue(error.diagnostic.message.contains("no admite {{uppercased(site.courseTitle)}}"), error.diagnostic.message)
        }
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("s/01-uno.html"), encoding: .utf8), before)
    }

    // MARK: - Helpers

    /// Builds `content` once with the site's engine and once with swift-mustache, into `engine/`
    /// and `swift-mustache/` of `folder`, and lists the files that differ.
    private func differencesFromSwiftMustache(content: URL, in folder: TemporaryFolder, language: SiteLanguage = .spanish) async throws -> [String] {
        let reference = SwiftMustacheTemplateLoader(folder: nil, builtIn: BuiltInTheme.templates)
        for (templates, name) in [(nil, "engine"), (reference as (any TemplateLoading)?, "swift-mustache")] {
            let progress = BuildProgressSpy()
            let sut = SiteBuilder(
                configuration: configuration(folder, content: content, output: folder.location(name), language: language),
                reporter: progress,
                diagnostics: [progress],
                workingDirectory: folder.url,
                templates: templates
            )
            _ = try await sut.build()
        }
        return try folderDifferences(folder.location("engine"), folder.location("swift-mustache"))
    }

    private func configuration(
        _ folder: TemporaryFolder, content: URL? = nil, templates: URL? = nil, output: URL, language: SiteLanguage = .spanish
    ) -> SiteConfiguration {
        CourseWorkspace(folder: folder).configuration {
            $0.contentFolder = content ?? folder.location("Content")
            $0.templatesFolder = templates
            $0.publicFolder = content == RepositoryFolders.content ? RepositoryFolders.publicAssets : nil
            $0.outputFolder = output
            // The dates come from git, and would differ if a commit landed between the builds.
            $0.showsDates = false
            $0.language = language
        }
    }
}

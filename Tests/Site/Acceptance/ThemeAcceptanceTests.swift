import Foundation
import SiteComposition
import SiteTestSupport
import TestSupport
import XCTest

/// A course without templates or styles of its own gets the built-in theme; one with some gets
/// them in place of the built-in files of the same name, and the rest from the theme.
final class ThemeAcceptanceTests: SiteBuildTestCase {
    func test_build_courseWithoutThemeFolders_usesTheBuiltInTheme() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let (sut, _) = makeSUT(workspace) {
            $0.templatesFolder = nil
            $0.publicFolder = nil
        }

        _ = try await sut.build()

        XCTAssertHTML(try workspace.folder.read("_site/a.html"), contains: "<link rel=\"stylesheet\" href=\"/css/site.css\">")
        XCTAssertTrue(try workspace.folder.read("_site/css/site.css").contains("--"), "the theme's stylesheet, with its custom properties")
    }

    func test_build_courseTemplate_replacesOnlyTheBuiltInOneOfItsName() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n\nTexto.\n"])
        try workspace.folder.write("{{<layout}}{{$main}}<article class=\"propia\">{{{body}}}</article>{{/main}}{{/layout}}\n", to: "Templates/lesson.mustache")
        let (sut, _) = makeSUT(workspace) { $0.templatesFolder = workspace.folder.url.appendingPathComponent("Templates") }

        _ = try await sut.build()

        let lesson = try workspace.folder.read("_site/a.html")
        XCTAssertHTML(lesson, contains: "<article class=\"propia\">")
        XCTAssertHTML(lesson, contains: "<link rel=\"stylesheet\" href=\"/css/site.css\">") // the built-in layout around it
        XCTAssertFalse(try workspace.folder.read("_site/index.html").contains("class=\"propia\""), "the home page keeps the built-in template")
    }

    func test_build_courseStylesheet_replacesTheBuiltInOneAndOtherFilesAreAdded() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        try workspace.folder.write("body { color: rebeccapurple }\n", to: "Public/css/site.css")
        try workspace.folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Public/img/logo.svg")
        let (sut, _) = makeSUT(workspace) { $0.publicFolder = workspace.folder.url.appendingPathComponent("Public") }

        _ = try await sut.build()

        XCTAssertEqual(try workspace.folder.read("_site/css/site.css"), "body { color: rebeccapurple }\n")
        XCTAssertTrue(workspace.siteHas("img/logo.svg"))
    }

    func test_build_brokenCourseTemplate_namesItsFileNotTheTheme() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        try workspace.folder.write("{{#abierta}}\n", to: "Templates/home.mustache")
        let (sut, _) = makeSUT(workspace) { $0.templatesFolder = workspace.folder.url.appendingPathComponent("Templates") }

        let error = await buildError(of: sut)

        XCTAssertTrue("\(String(describing: error))".contains("Templates/home.mustache:"), "\(String(describing: error))")
    }

    func test_build_symbolicLinksInPublicAndTemplates_areLeftOutWithAWarningNamingEach() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        try workspace.folder.write("secreto", to: "fuera/secreto.txt")
        try workspace.folder.write("{{<layout}}{{$main}}<p>Fuera</p>{{/main}}{{/layout}}\n", to: "fuera/home.mustache")
        try workspace.folder.write("body {}\n", to: "Public/css/site.css")
        try workspace.folder.write("{{<layout}}{{$main}}{{{body}}}{{/main}}{{/layout}}\n", to: "Templates/lesson.mustache")
        try FileManager.default.createSymbolicLink(at: workspace.folder.location("Public/secreto.txt"), withDestinationURL: workspace.folder.location("fuera/secreto.txt"))
        try FileManager.default.createSymbolicLink(at: workspace.folder.location("Templates/home.mustache"), withDestinationURL: workspace.folder.location("fuera/home.mustache"))
        let (sut, progress) = makeSUT(workspace) {
            $0.publicFolder = workspace.folder.url.appendingPathComponent("Public")
            $0.templatesFolder = workspace.folder.url.appendingPathComponent("Templates")
        }

        _ = try await sut.build()

        let skipped = progress.warnings.filter { $0.id == .linkSkipped }
        XCTAssertEqual(skipped.map { String($0.location?.split(separator: "/").suffix(2).joined(separator: "/") ?? "") }, ["Templates/home.mustache", "Public/secreto.txt"])
        XCTAssertFalse(workspace.siteHas("secreto.txt"))
        XCTAssertFalse(try workspace.folder.read("_site/index.html").contains("<p>Fuera</p>"), "the linked template is not used")
    }
}

import Foundation
import SiteComposition
import TestSupport
import XCTest

final class BuildFailureAcceptanceTests: SiteBuildTestCase {
    func test_build_withBrokenLinks_warnsWithFileAndLineAndStillPublishes() throws {
        let workspace = try makeWorkspace(lessons: [
            "login/01.md": "# Uno\n\n## Existe\n\nVer [otra](02-application.md) y\n[ancla](#no-existe).\n",
        ])
        let (sut, progress) = makeSUT(workspace)

        let summary = try sut.build()

        let content = workspace.content.path
        XCTAssertEqual(progress.warnings.map(\.location), ["\(content)/login/01.md:5", "\(content)/login/01.md:6"])
        XCTAssertEqual(summary.warnings, 2)
        XCTAssertTrue(workspace.siteHas("login/01.html"))
    }

    func test_build_strictWithBrokenLink_failsAndKeepsPreviousSiteByteForByte() throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write("# A\n\n[rota](no-existe.md)\n", to: "Content/a.md")
        let (sut, _) = makeSUT(workspace, strict: true)

        XCTAssertThrowsError(try sut.build()) { error in
            guard case .warningsInStrictMode(count: 1)? = error as? SiteBuildError else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_withInvalidFrontMatter_failsNamingFileAndLineAndKeepsPreviousSite() throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write("---\ntitle: ok\norder: primero\n---\n# A\n", to: "Content/login/b.md")
        let (sut, _) = makeSUT(workspace)

        XCTAssertThrowsError(try sut.build()) { error in
            XCTAssertTrue("\(error)".contains("\(workspace.content.path)/login/b.md:3"), "\(error)")
        }
        XCTAssertEqual(try snapshot(of: workspace.output), before)
        XCTAssertEqual(try leftovers(beside: workspace), [])
    }

    func test_build_withBrokenTemplate_failsNamingTemplateFileAndLineAndKeepsPreviousSite() throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        let templates = workspace.folder.url.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: RepositoryFolders.templates, to: templates)
        try workspace.folder.write("{{<layout}}\n{{$main}}\n{{#x}}\n{{/main}}\n{{/layout}}\n", to: "Templates/lesson.mustache")
        let (sut, _) = makeSUT(workspace, templates: templates)

        XCTAssertThrowsError(try sut.build()) { error in
            XCTAssertTrue("\(error)".contains("lesson.mustache:"), "\(error)")
        }
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_refusesOutputThatIsOrHoldsTheUsersFolders() throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let refused = [
            workspace.folder.url,
            workspace.content,
            workspace.content.appendingPathComponent("site"),
            URL(fileURLWithPath: "/"),
        ]

        for output in refused {
            XCTAssertThrowsError(try makeSUT(workspace, output: output).0.build(), "\(output.path)") { error in
                guard case .unsafeOutput? = error as? SiteBuildError else { return XCTFail("got \(error)") }
            }
        }
        XCTAssertTrue(workspace.folder.exists("Content/a.md"))
    }

    func test_build_refusesToReplaceAFolderItDidNotGenerate() throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        try workspace.folder.write("mío", to: "_site/notas.txt")
        let (sut, _) = makeSUT(workspace)

        XCTAssertThrowsError(try sut.build())
        XCTAssertEqual(try workspace.folder.read("_site/notas.txt"), "mío")
    }

    func test_build_replacesItsOwnPreviousSite() throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try makeSUT(workspace).0.build()
        try FileManager.default.removeItem(at: workspace.content.appendingPathComponent("a.md"))
        try workspace.folder.write("# B\n", to: "Content/b.md")

        _ = try makeSUT(workspace).0.build()

        XCTAssertFalse(workspace.siteHas("a.html"))
        XCTAssertTrue(workspace.siteHas("b.html"))
        XCTAssertEqual(try leftovers(beside: workspace), [])
    }

    // MARK: - Helpers

    /// Staging or previous-site folders a build left behind next to the output.
    private func leftovers(beside workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.folder.url.path).filter { $0.hasPrefix("._site.") }
    }
}

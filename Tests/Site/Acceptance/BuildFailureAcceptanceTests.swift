import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class BuildFailureAcceptanceTests: SiteBuildTestCase {
    func test_build_withBrokenLinks_warnsWithFileAndLineAndStillPublishes() async throws {
        let workspace = try makeWorkspace(lessons: [
            "login/01.md": "# Uno\n\n## Existe\n\nVer [otra](02-application.md) y\n[ancla](#no-existe).\n",
        ])
        let (sut, progress) = makeSUT(workspace)

        let summary = try await sut.build()

        let content = workspace.content.path
        XCTAssertEqual(progress.warnings.map(\.location), ["\(content)/login/01.md:5", "\(content)/login/01.md:6"])
        XCTAssertEqual(summary.warnings, 2)
        XCTAssertTrue(workspace.siteHas("login/01.html"))
    }

    func test_build_strictWithBrokenLink_failsAndKeepsPreviousSiteByteForByte() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try await makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write("# A\n\n[rota](no-existe.md)\n", to: "Content/a.md")
        let (sut, _) = makeSUT(workspace) { $0.isStrict = true }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .strictMode)
        XCTAssertTrue(error?.diagnostic.message.hasPrefix("1 aviso(s) en el modo estricto") == true, "\(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_withInvalidFrontMatter_failsNamingFileAndLineAndKeepsPreviousSite() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try await makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write("---\ntitle: ok\norder: primero\n---\n# A\n", to: "Content/login/b.md")
        let (sut, _) = makeSUT(workspace)

        let error = await buildError(of: sut)

        XCTAssertTrue("\(String(describing: error))".contains("\(workspace.content.path)/login/b.md:3"), "\(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
        XCTAssertEqual(try leftovers(beside: workspace), [])
    }

    func test_build_withATableBombOrAnAliasBomb_failsAtOnceNamingTheLessonAndLine() async throws {
        let width = 5_000
        let table = "# Q\n\n|" + String(repeating: "x|", count: width) + "\n|" + String(repeating: "-|", count: width) + "\n" + String(repeating: "a\n", count: width)
        var yaml = ["l0: &l0 [x,x,x,x,x,x,x,x,x]"]
        for level in 1...8 { yaml.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ",") + "]") }
        let aliases = "---\n" + (yaml + ["? *l8", ": x"]).joined(separator: "\n") + "\n---\n# A\n"
        for (lesson, line) in [(table, 3), (aliases, 2)] {
            let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
            _ = try await makeSUT(workspace).0.build()
            let before = try snapshot(of: workspace.output)
            try workspace.folder.write(lesson, to: "Content/s/bomba.md")
            let started = ContinuousClock.now

            let error = await buildError(of: makeSUT(workspace).0)

            XCTAssertEqual(error?.diagnostic.location, "\(workspace.content.path)/s/bomba.md:\(line)", "\(String(describing: error))")
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
            XCTAssertEqual(try snapshot(of: workspace.output), before)
        }
    }

    func test_build_withBrokenTemplate_failsNamingTemplateFileAndLineAndKeepsPreviousSite() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try await makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write("{{<layout}}\n{{$main}}\n{{#x}}\n{{/main}}\n{{/layout}}\n", to: "Templates/lesson.mustache")
        let (sut, _) = makeSUT(workspace) { $0.templatesFolder = workspace.folder.url.appendingPathComponent("Templates") }

        let error = await buildError(of: sut)

        XCTAssertTrue("\(String(describing: error))".contains("lesson.mustache:"), "\(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_refusesOutputThatIsOrHoldsTheUsersFolders() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let refused = [
            workspace.folder.url,
            workspace.content,
            workspace.content.appendingPathComponent("site"),
            URL(fileURLWithPath: "/"),
        ]

        for output in refused {
            let error = await buildError(of: makeSUT(workspace) { $0.outputFolder = output }.0)

            XCTAssertEqual(error?.diagnostic.id, .unsafeOutput, "\(output.path): got \(String(describing: error))")
        }
        XCTAssertTrue(workspace.folder.exists("Content/a.md"))
    }

    func test_build_refusesToReplaceAFolderItDidNotGenerate() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        try workspace.folder.write("mío", to: "_site/notas.txt")
        let (sut, _) = makeSUT(workspace)

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .unsafeOutput, "got \(String(describing: error))")
        XCTAssertEqual(try workspace.folder.read("_site/notas.txt"), "mío")
    }

    func test_build_replacesItsOwnPreviousSite() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try await makeSUT(workspace).0.build()
        try FileManager.default.removeItem(at: workspace.content.appendingPathComponent("a.md"))
        try workspace.folder.write("# B\n", to: "Content/b.md")

        _ = try await makeSUT(workspace).0.build()

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

final class BuildLeftoversAcceptanceTests: SiteBuildTestCase {
    func test_build_aLessonWhereTheSiteGeneratesAPage_failsNamingThePage() async throws {
        for lesson in ["404.md", "reports/traceability.md"] {
            let workspace = try makeWorkspace(lessons: ["a.md": "# A\n", lesson: "# Choca\n"])

            let error = await buildError(of: makeSUT(workspace).0)

            XCTAssertEqual(error?.diagnostic.id, .pageClash, "\(lesson): got \(String(describing: error))")
            XCTAssertEqual(error?.diagnostic.file, "\(workspace.content.path)/\(lesson)")
            XCTAssertTrue(error?.diagnostic.message.contains(lesson.replacingOccurrences(of: ".md", with: ".html")) == true, "\(String(describing: error))")
        }
    }

    func test_build_besideStagingFoldersOfDeadAndRunningBuilds_removesOnlyTheDeadOnes() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let dead = try workspace.folder.write("x", to: "._site.building-dead0000/a.html").deletingLastPathComponent()
        let running = try workspace.folder.write("x", to: "._site.building-live0000/a.html").deletingLastPathComponent()
        let release = holdLock(on: running)
        defer { release() }

        _ = try await makeSUT(workspace).0.build()

        XCTAssertFalse(FileManager.default.fileExists(atPath: dead.path), "however recent, no running build holds it")
        XCTAssertTrue(FileManager.default.fileExists(atPath: running.path), "a running build holds it")
    }

    func test_build_fourBuildsIntoOneOutputAtOnce_allSucceedAndLeaveOnlyTheSite() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n", "b.md": "# B\n"])
        let builders = (1...4).map { _ in makeSUT(workspace).0 }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for builder in builders {
                group.addTask { _ = try await builder.build() }
            }
            try await group.waitForAll()
        }

        XCTAssertTrue(workspace.siteHas("b.html"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.folder.url.path).filter { $0.hasPrefix("._site") }, [])
    }
}

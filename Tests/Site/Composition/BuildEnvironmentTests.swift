import Foundation
import SiteComposition
import TestSupport
import XCTest

final class BuildEnvironmentTests: XCTestCase {
    func test_resolve_withNothingThatRunsAProgramAskedFor_looksForNothing() async throws {
        let folder = try makeTemporaryFolder()
        try writeEveryTool(in: folder)

        let environment = await BuildEnvironment.resolve(for: makeConfiguration(asking: false), path: folder.location("bin").path)

        XCTAssertEqual(environment, BuildEnvironment())
    }

    func test_resolve_everythingAskedForOnAnEmptyPath_saysWhyEachIsMissing() async throws {
        let folder = try makeTemporaryFolder()

        let environment = await BuildEnvironment.resolve(for: makeConfiguration(asking: true), path: folder.location("bin").path)

        XCTAssertEqual(reason(environment.chromium)?.contains("chromium-headless-shell"), true, "\(environment.chromium)")
        XCTAssertEqual(reason(environment.pagefind)?.contains("pip install 'pagefind[bin]'"), true, "\(environment.pagefind)")
        XCTAssertEqual(reason(environment.git)?.contains("git"), true, "\(environment.git)")
        XCTAssertEqual(reason(environment.swift)?.contains("swift"), true, "\(environment.swift)")
        XCTAssertEqual(reason(environment.diagramRenderer)?.contains("pip install mmdr"), true, "\(environment.diagramRenderer)")
    }

    func test_resolve_everythingAskedForAndInstalled_findsEachOnThePath() async throws {
        let folder = try makeTemporaryFolder()
        try writeEveryTool(in: folder)
        let bin = folder.location("bin")

        let environment = await BuildEnvironment.resolve(for: makeConfiguration(asking: true), path: bin.path)

        XCTAssertEqual(environment, BuildEnvironment(
            chromium: .found(bin.appendingPathComponent("chromium-headless-shell")),
            pagefind: .found(bin.appendingPathComponent("pagefind")),
            git: .found(bin.appendingPathComponent("git")),
            swift: .found(bin.appendingPathComponent("swift")),
            sandbox: .found(bin.appendingPathComponent("bwrap")),
            diagramRenderer: .found(bin.appendingPathComponent("mmdr"))
        ))
    }

    func test_resolve_pagefindInstalledAsAPythonModuleOnly_runsItThroughPython() async throws {
        let folder = try makeTemporaryFolder()
        let python = try folder.writeCommand("[ \"$1 $2\" = \"-m pagefind\" ]", to: "bin/python3")
        var configuration = makeConfiguration(asking: false)
        configuration.search = true

        let environment = await BuildEnvironment.resolve(for: configuration, path: folder.location("bin").path)

        XCTAssertEqual(environment.pagefind, .found(python, arguments: ["-m", "pagefind"]))
    }

    func test_resolve_pythonWithoutPagefind_isFoundAndStartsNothing() async throws {
        let folder = try makeTemporaryFolder()
        let ran = folder.location("ran")
        let python = try folder.writeCommand("touch '\(ran.path)'; exit 1", to: "bin/python3")
        var configuration = makeConfiguration(asking: false)
        configuration.search = true

        let environment = await BuildEnvironment.resolve(for: configuration, path: folder.location("bin").path)

        XCTAssertEqual(environment.pagefind, .found(python, arguments: ["-m", "pagefind"]), "its module is found missing by the search step")
        XCTAssertFalse(FileManager.default.fileExists(atPath: ran.path), "Python was started before the build")
    }

    func test_resolve_aRendererNamedByTheAuthor_isLookedForInsteadOfTheKnownOnes() async throws {
        let folder = try makeTemporaryFolder()
        try writeEveryTool(in: folder)
        var configuration = makeConfiguration(asking: false)
        configuration.diagrams = DiagramOptions(renderer: "mi-dibujante")

        let environment = await BuildEnvironment.resolve(for: configuration, path: folder.location("bin").path)

        XCTAssertEqual(reason(environment.diagramRenderer)?.contains("mi-dibujante"), true, "\(environment.diagramRenderer)")
    }

    // MARK: - Helpers

    /// A configuration asking for every program a build may run (`asking`), or for none.
    private func makeConfiguration(asking: Bool) -> SiteConfiguration {
        SiteConfiguration(
            contentFolder: URL(fileURLWithPath: "/curso/Content"), outputFolder: URL(fileURLWithPath: "/curso/_site"),
            diagrams: DiagramOptions(mode: asking ? nil : .client), search: asking, codeCheck: CodeCheckOptions(isEnabled: asking),
            showsDates: asking, printing: PrintOptions(pdf: asking)
        )
    }

    private func writeEveryTool(in folder: TemporaryFolder) throws {
        for name in ["chromium-headless-shell", "pagefind", "git", "swift", "bwrap", "mmdr", "python3"] {
            try folder.writeCommand("exit 0", to: "bin/\(name)")
        }
    }

    private func reason(_ tool: BuildEnvironment.Tool) -> String? {
        if case let .missing(reason) = tool { reason.description } else { nil }
    }
}

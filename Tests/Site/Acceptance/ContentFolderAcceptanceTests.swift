import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class ContentFolderAcceptanceTests: SiteBuildTestCase {
    func test_build_contentAndPublicFoldersGivenAsSymbolicLinks_buildTheSameSiteAsTheRealOnes() async throws {
        let workspace = try makeWorkspace(lessons: ["index.md": "# Curso\n", "s/1.md": "# Uno\n\n[Dos](2.md)\n", "s/2.md": "# Dos\n", "s/img/a.svg": "<svg/>"])
        let links = workspace.folder.url.appendingPathComponent("enlaces")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: links.appendingPathComponent("Content"), withDestinationURL: workspace.content)
        try FileManager.default.createSymbolicLink(at: links.appendingPathComponent("Public"), withDestinationURL: RepositoryFolders.publicAssets)
        let real = workspace.folder.url.appendingPathComponent("real")
        let linked = workspace.folder.url.appendingPathComponent("enlazado")

        _ = try await makeSUT(workspace) { $0.outputFolder = real }.0.build()
        _ = try await makeSUT(Workspace(folder: workspace.folder, contentName: "enlaces/Content")) {
            $0.publicFolder = links.appendingPathComponent("Public")
            $0.outputFolder = linked
        }.0.build()

        let realFiles = try relativeSnapshot(of: real)
        XCTAssertEqual(try relativeSnapshot(of: linked), realFiles)
        XCTAssertNotNil(realFiles["s/2.html"])
        XCTAssertNotNil(realFiles["s/img/a.svg"])
        XCTAssertNotNil(realFiles["css/site.css"])
    }

    func test_build_lessonAndImageLinkedIntoTheContentFolder_areLeftOutAndSaid() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n[Dos](2.md)\n"])
        try workspace.folder.write("# Dos\n", to: "fuera/2.md")
        try workspace.folder.write("<svg/>", to: "fuera/a.svg")
        try FileManager.default.createSymbolicLink(at: workspace.content.appendingPathComponent("s/2.md"), withDestinationURL: workspace.folder.location("fuera/2.md"))
        try FileManager.default.createSymbolicLink(at: workspace.content.appendingPathComponent("s/a.svg"), withDestinationURL: workspace.folder.location("fuera/a.svg"))
        let (sut, progress) = makeSUT(workspace)

        _ = try await sut.build()

        let skipped = progress.warnings.filter { $0.id == .linkSkipped }
        XCTAssertEqual(skipped.map { $0.file?.split(separator: "/").suffix(3).joined(separator: "/") }, ["Content/s/2.md", "Content/s/a.svg"])
        XCTAssertFalse(workspace.siteHas("s/2.html"))
        XCTAssertFalse(workspace.siteHas("s/a.svg"))
    }

    func test_build_contentFolderWithoutLessons_failsAndKeepsThePreviousSite() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try await makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try FileManager.default.removeItem(at: workspace.content.appendingPathComponent("a.md"))
        try workspace.folder.write("<svg/>", to: "Content/img/a.svg")

        let error = await buildError(of: makeSUT(workspace).0)

        XCTAssertEqual(error?.diagnostic.id, .noLessons, "got \(String(describing: error))")
        XCTAssertTrue(error?.diagnostic.message.contains("no tiene lecciones") == true, "got \(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_contentFolderWithoutLessonsWhenAllowed_publishesAnEmptyCourse() async throws {
        let workspace = try makeWorkspace(lessons: ["img/a.svg": "<svg/>"])

        _ = try await makeSUT(workspace) { $0.allowsEmptyCourse = true }.0.build()

        XCTAssertTrue(workspace.siteHas("index.html"))
    }

    func test_build_lessonsThatDifferOnlyInCase_failNamingBoth() async throws {
        let workspace = try makeWorkspace(lessons: ["s/twin.md": "# Uno\n", "s/twin.MD": "# Otro\n"])
        // On a case-insensitive disk (macOS's default) the second file is the first one again.
        try XCTSkipIf(try FileManager.default.contentsOfDirectory(atPath: workspace.content.appendingPathComponent("s").path).count < 2, "case-insensitive file system")

        let error = await buildError(of: makeSUT(workspace).0)

        XCTAssertEqual(error?.diagnostic.id, .pageClash, "got \(String(describing: error))")
        let message = error?.diagnostic.message ?? ""
        let files = [error?.diagnostic.file ?? "", message].joined(separator: " ")
        XCTAssertTrue(files.contains("s/twin.md") && files.contains("s/twin.MD"), files)
        XCTAssertTrue(message.contains("s/twin.html"), message)
    }

    // MARK: - Helpers

    /// Every file of a site by its path inside it, with its bytes.
    private func relativeSnapshot(of folder: URL) throws -> [String: Data] {
        let prefix = folder.resolvingSymlinksInPath().path + "/"
        return Dictionary(uniqueKeysWithValues: try snapshot(of: folder.resolvingSymlinksInPath()).map { (String($0.key.dropFirst(prefix.count)), $0.value) })
    }
}

import Foundation
import SiteComposition
import SiteCore
import TestSupport
import XCTest

/// `--check-code` on three real lessons of the course (`../shared/sample-lessons`, skipped when it
/// is not there), as a user would run it. They use types from lessons that are not there: those
/// are named, and the rest is checked, lesson bugs included.
final class SampleLessonsCodeCheckAcceptanceTests: SiteBuildTestCase {
    func test_build_namesTheMissingTypesReportsTheMissingImportsAndRunsTheRest() async throws {
        let lessons = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        guard FileManager.default.fileExists(atPath: lessons.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        let workspace = Workspace(folder: try makeTemporaryFolder())
        let progress = BuildProgressSpy()
        let sut = SiteBuilder(configuration: SiteConfiguration(
            contentFolder: lessons,
            templatesFolder: RepositoryFolders.templates,
            publicFolder: RepositoryFolders.publicAssets,
            outputFolder: workspace.output,
            diagrams: DiagramOptions(mode: .client),
            codeCheck: CodeCheckOptions(isEnabled: true)
        ), reporter: progress, diagnostics: [progress], workingDirectory: workspace.folder.url)

        let summary = try await sut.build()

        let infrastructure = try String(contentsOf: lessons.appendingPathComponent("login/03-infrastructure.md"), encoding: .utf8)
        let code = progress.warnings.filter { $0.id != .brokenLink }.map { "\($0.id) \($0.location.map { String($0.dropFirst(lessons.path.count + 1)) } ?? "") \($0.message)" }
        XCTAssertTrue(code.contains("missing-import login/03-infrastructure.md:\(line(of: "func execute(_ request: URLRequest)", in: infrastructure)) HTTPClient.swift: cannot find type 'URLRequest' in scope (y 'Data', 'HTTPURLResponse'): falta import Foundation"), "\(code)")
        XCTAssertTrue(code.contains("missing-import login/03-infrastructure.md:\(line(of: "UUID().uuidString", in: infrastructure)) StubAuthGateway.swift: cannot find 'UUID' in scope: falta import Foundation"), "\(code)")
        let notInCourse = Set(code.filter { $0.hasPrefix("type-not-in-course") }.compactMap { $0.firstMatch(of: /usa (\w+), que ninguna/).map { String($0.output.1) } })
        XCTAssertEqual(notInCourse, ["Product", "LoadProductsUseCase", "CatalogError", "Price", "AuthGateway"])
        XCTAssertEqual(code.filter { $0.hasPrefix("code-does-not-compile") || $0.hasPrefix("test-failed") }, [], "no pile of compiler errors, no failing test")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(workspace.site("reports/code.json").utf8)) as? [String: Any])
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        let appleOnly = files.filter { $0["status"] as? String == "apple-only" }.compactMap { ($0["path"] as? String)?.split(separator: "/").last }
        XCTAssertEqual(Set(appleOnly), ["CatalogView.swift", "ProductRow.swift", "CatalogView+Preview.swift"])
        let tests = try XCTUnwrap(json["tests"] as? [[String: Any]])
        let domainTests = tests.filter { ["EmailTests.swift", "PasswordTests.swift"].contains(($0["file"] as? String)?.split(separator: "/").last.map(String.init)) }
        XCTAssertFalse(domainTests.isEmpty)
        XCTAssertEqual(Set(domainTests.map { $0["status"] as? String }), ["passed"])
        XCTAssertTrue(summary.code?.contains("2 archivos con errores") == true, summary.code ?? "")
    }

    // MARK: - Helpers

    private func line(of text: String, in lesson: String) -> Int {
        (lesson.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
    }
}

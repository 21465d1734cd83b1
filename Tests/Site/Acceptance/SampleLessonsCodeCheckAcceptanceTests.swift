import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// `--check-code` on three real lessons of the course (`../shared/sample-lessons`, skipped when it
/// is not there), as a user would run it. They use types from lessons that are not there: those
/// are named, and the rest is checked, lesson bugs included.
final class SampleLessonsCodeCheckAcceptanceTests: SiteBuildTestCase {
    func test_build_namesTheMissingTypesReportsTheMissingImportsAndRunsTheRest() async throws {
        let lessons = try sampleLessons()
        let workspace = Workspace(folder: try makeTemporaryFolder())
        let (sut, progress) = makeSUT(content: lessons, workspace: workspace)

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
        XCTAssertTrue(summary.code?.description.contains("2 archivos con errores") == true, summary.code?.description ?? "")
    }

    /// The lessons with a stand-in for the one that declares `AuthGateway` (`login/02-application.md`,
    /// which is not among them): the check then gets as far as the hand-assembled course did, and
    /// finds its three lesson bugs.
    func test_build_withAuthGatewayDeclared_reportsTheThreeLessonBugsAtTheirLines() async throws {
        let workspace = Workspace(folder: try makeTemporaryFolder())
        try FileManager.default.copyItem(at: try sampleLessons(), to: workspace.content)
        try workspace.folder.write("""
            # Application (en lugar de la lección que falta)

            ```swift
            // StackMyArchitecture/Features/Login/Application/AuthGateway.swift
            protocol AuthGateway: Sendable {
                func authenticate(credentials: Credentials) async throws -> Session
            }
            ```

            """, to: "Content/login/02-application.md")
        let (sut, progress) = makeSUT(content: workspace.content, workspace: workspace)

        _ = try await sut.build()

        let infrastructure = try workspace.folder.read("Content/login/03-infrastructure.md")
        let problems = progress.warnings.filter { [.missingImport, .codeDoesNotCompile, .testFailed].contains($0.id) }.map { "\($0.location.map { String($0.dropFirst(workspace.content.path.count + 1)) } ?? "") \($0.message)" }
        XCTAssertEqual(problems, [
            "login/03-infrastructure.md:\(line(of: "func execute(_ request: URLRequest)", in: infrastructure)) HTTPClient.swift: cannot find type 'URLRequest' in scope (y 'Data', 'HTTPURLResponse'): falta import Foundation",
            "login/03-infrastructure.md:\(line(of: "UUID().uuidString", in: infrastructure)) StubAuthGateway.swift: cannot find 'UUID' in scope: falta import Foundation",
            "login/03-infrastructure.md:\(line(of: "decode(AuthRequest.self", in: infrastructure)) RemoteAuthGatewayTests.swift: instance method 'decode(_:from:)' requires that 'AuthRequest' conform to 'Decodable'",
        ])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(workspace.site("reports/code.json").utf8)) as? [String: Any])
        let remote = (json["tests"] as? [[String: Any]] ?? []).filter { ($0["file"] as? String)?.hasSuffix("RemoteAuthGatewayTests.swift") == true }
        XCTAssertEqual(Dictionary(grouping: remote, by: { $0["status"] as? String ?? "" }).mapValues(\.count), ["passed": 5, "not-compiled": 1])
    }

    // MARK: - Helpers

    private func sampleLessons() throws -> URL {
        let lessons = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        guard FileManager.default.fileExists(atPath: lessons.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        return lessons
    }

    private func makeSUT(content: URL, workspace: Workspace) -> (SiteBuilder, BuildProgressSpy) {
        makeSUT(workspace) {
            $0.contentFolder = content
            $0.codeCheck = CodeCheckOptions(isEnabled: true)
        }
    }

    private func line(of text: String, in lesson: String) -> Int {
        (lesson.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
    }
}

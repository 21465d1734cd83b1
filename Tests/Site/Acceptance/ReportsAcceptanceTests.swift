import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class ReportsAcceptanceTests: SiteBuildTestCase {
    func test_build_traceabilityReport_findsTestsInLessonsAndTestFoldersAndFlagsTheMissingOne() async throws {
        let workspace = try makeTracedCourse()
        let (sut, progress) = makeSUT(workspace) { $0.testFolders = [workspace.folder.url.appendingPathComponent("Tests")] }

        let summary = try await sut.build()

        XCTAssertEqual([summary.testsFound, summary.testsNamed], [2, 3])
        XCTAssertEqual(progress.warnings.map(\.location), ["\(workspace.content.path)/login/01.md:7"])
        let json = try JSONSerialization.jsonObject(with: Data(try workspace.site("reports/traceability.json").utf8)) as? [String: Any]
        let totals = json?["totals"] as? [String: Int]
        XCTAssertEqual(totals, ["tables": 1, "scenarios": 2, "tests": 3, "found": 2, "missing": 1])
        let table = (json?["tables"] as? [[String: Any]])?.first
        XCTAssertEqual(table?["lesson"] as? String, "login/01.md")
        XCTAssertEqual((json?["untraced"] as? [[String: Any]])?.map { $0["name"] as? String }, ["test_forgotten"])
        let page = try workspace.site("reports/traceability.html")
        XCTAssertHTML(page, contains: "✔ <code>test_inLesson</code>")
        XCTAssertHTML(page, contains: "✘ <code>test_missing</code>")
        XCTAssertHTML(page, contains: "Tests/EmailTests.swift:3")
        XCTAssertHTML(page, contains: "<a href=\"/login/01.html\">login/01.md:14</a>")
    }

    func test_build_strictWithAMissingTest_failsAndKeepsThePreviousSite() async throws {
        let workspace = try makeTracedCourse()
        let testFolders = [workspace.folder.url.appendingPathComponent("Tests")]
        try workspace.folder.write("# Otro\n", to: "Content/otro.md")
        _ = try await makeSUT(workspace) { $0.testFolders = testFolders }.0.build()
        let before = try snapshot(of: workspace.output)

        let error = await buildError(of: makeSUT(workspace) {
            $0.isStrict = true
            $0.testFolders = testFolders
        }.0)

        XCTAssertEqual(error?.diagnostic.id, .strictMode, "got \(String(describing: error))")
        XCTAssertTrue(error?.diagnostic.message.hasPrefix("1 aviso(s)") == true, "\(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_linksReport_listsBrokenLinksWithSourceLineTargetAndReason() async throws {
        let workspace = try makeWorkspace(lessons: [
            "a.md": "# A\n\n## Existe\n\n[b](b.md) [nada](nada.md)\n[ancla](#no-existe) ![img](img/no.png) [fuera](https://swift.org)\n",
            "b.md": "# B\n",
        ])
        let (sut, _) = makeSUT(workspace)

        let summary = try await sut.build()

        let json = try JSONSerialization.jsonObject(with: Data(try workspace.site("reports/links.json").utf8)) as? [String: Any]
        XCTAssertEqual(json?["checked"] as? Int, 4)
        XCTAssertEqual(json?["external"] as? Int, 1)
        let broken = json?["broken"] as? [[String: Any]]
        XCTAssertEqual(broken?.map { $0["reason"] as? String }, ["missing-page", "missing-anchor", "missing-asset"])
        XCTAssertEqual(broken?.map { $0["line"] as? Int }, [5, 6, 6])
        XCTAssertEqual(broken?.first?["source"] as? String, "a.md")
        XCTAssertEqual(summary.brokenLinks, 3)
        XCTAssertHTML(try workspace.site("reports/links.html"), contains: "<code>nada.md</code>")
        XCTAssertHTML(try workspace.site("index.html"), contains: "<li><a href=\"/reports/traceability.html\">Informes</a></li>")
    }

    // MARK: - Helpers

    /// A lesson whose table names a test defined in its own code, one in a tests folder and one nowhere.
    private func makeTracedCourse() throws -> Workspace {
        let workspace = try makeWorkspace(lessons: ["login/01.md": """
            # Email

            Texto.

            | Escenario BDD | Test XCTest | Resultado |
            |---|---|---|
            | Email válido | `test_inLesson` y `test_missing` | Se crea |
            | Email con espacios | `test_inFolder` | Se limpia |

            ```swift
            final class EmailTests: XCTestCase {
                func test_forgotten() {}

                func test_inLesson() {}
            }
            ```
            """])
        try workspace.folder.write("import XCTest\n\nfunc test_inFolder() {}\n", to: "Tests/EmailTests.swift")
        return workspace
    }
}

import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// `--check-steps` with the real `swift` on a tiny TDD lesson: a red test that does not compile,
/// the green that makes it pass, a red test that already passes though the lesson says it fails,
/// and a green that breaks the build.
final class StepsCheckAcceptanceTests: SiteBuildTestCase {
    func test_build_eachStepThatIsNotAsItsLessonSays_isAWarningAtItsBlockAndOnItsFrame() async throws {
        let folder = try makeTemporaryFolder()
        let workspace = Workspace(folder: folder)
        try folder.write(Self.lesson, to: "Content/login/01.md")
        let progress = BuildProgressSpy()
        let configuration = workspace.configuration { $0.codeCheck = CodeCheckOptions(isEnabled: true, folder: folder.location("code")); $0.codeCheck.checksSteps = true }
        let sut = SiteBuilder(configuration: configuration, reporter: progress, diagnostics: [progress], workingDirectory: folder.url)

        _ = try await sut.build()

        let steps = progress.warnings.filter { ["red-test-passes", "red-test-compiles", "green-test-fails", "step-does-not-compile"].contains($0.id.rawValue) }
        XCTAssertEqual(steps.map { "\($0.id) \($0.line ?? 0)" }, ["red-test-passes \(line(of: "func test_value_isKept"))", "step-does-not-compile \(line(of: "let broken: Int"))"])
        let page = try workspace.site("login/01.html")
        let badges = page.matches(of: /<a class="step-badge (step-\w+)" href="([^"]*)" title="([^"]*)" data-pagefind-ignore>(.*?)<\/a>/).map { "\($0.1) \($0.2) \($0.4)" }
        XCTAssertEqual(badges, [
            // The app's target is there, empty, as in the student's project: the test asks for `Email`.
            "step-red /reports/traceability.html#paso-1 rojo: no compila — falta <code>Email</code>",
            "step-green /reports/traceability.html#paso-2 verde ✓",
            "step-warning /reports/traceability.html#paso-3 ⚠ rojo: pasa",
            "step-warning /reports/traceability.html#paso-4 ⚠ no compila",
        ])
        XCTAssertHTML(page, contains: "title=\"Paso 4 · cannot convert value of type &#39;String&#39;")
        XCTAssertHTML(try workspace.site("code/index.html"), contains: "href=\"/reports/traceability.html#paso-4\" title=\"Paso 4\">⚠ no compila</a>")
    }

    func test_build_withCheckSteps_writesEachStepAndEachTracedTestsTrailInTheReports() async throws {
        let folder = try makeTemporaryFolder()
        let workspace = Workspace(folder: folder)
        try folder.write(Self.lesson + Self.table, to: "Content/login/01.md")
        let configuration = workspace.configuration { $0.codeCheck = CodeCheckOptions(isEnabled: true, folder: folder.location("code")); $0.codeCheck.checksSteps = true }
        let progress = BuildProgressSpy()
        let sut = SiteBuilder(configuration: configuration, reporter: progress, diagnostics: [progress], workingDirectory: folder.url)

        _ = try await sut.build()

        let steps = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(workspace.site("reports/steps.json").utf8)) as? [String: Any])
        let each = try XCTUnwrap(steps["steps"] as? [[String: Any]])
        XCTAssertEqual(each.map { "\($0["kind"]!) \($0["outcome"]!)" }, ["red compile-error", "green pass", "red pass", "green does-not-compile"])
        XCTAssertEqual((steps["totals"] as? [String: Any])?["notCompiling"] as? Int, 1)
        let traceability = try workspace.site("reports/traceability.json")
        XCTAssertTrue(traceability.contains(#""red":{"lesson":"login/01.md","line":\#(line(of: "func test_init_keepsTheValue")),"outcome":"compile-error"}"#), traceability)
        XCTAssertTrue(traceability.contains(#""green":{"lesson":"login/01.md","line":\#(line(of: "struct Email {"))}"#), traceability)
        let page = try workspace.site("reports/traceability.html")
        XCTAssertTrue(page.contains(#"<li id="paso-4" class="step-not-as-said">"#), "the step that breaks the build, listed where the badges link")
        XCTAssertTrue(page.contains(##"<a href="#paso-1">rojo en el paso 1</a> (no compila) → <a href="#paso-2">verde en el paso 2</a>"##), page)
    }

    // MARK: - Helpers

    private static let table = """

        | Escenario | Test |
        |---|---|
        | Un email guarda su valor | `test_init_keepsTheValue` |

        """

    /// The line of the fence of the block that holds `text`.
    private func line(of text: String) -> Int {
        let lines = Self.lesson.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains(text) } ?? 0
        return (lines[..<index].lastIndex { $0.hasPrefix("```swift") } ?? 0) + 1
    }

    private static let lesson = """
        # Email

        **Red:** pedimos un tipo que aún no existe.

        ```swift
        // AppTests/EmailTests.swift
        import XCTest
        @testable import App

        final class EmailTests: XCTestCase {
            func test_init_keepsTheValue() {
                XCTAssertEqual(Email("a@b.c").value, "a@b.c")
            }
        }
        ```

        No compila: `Email` no existe.

        **Green:** lo mínimo.

        ```swift
        // App/Email.swift
        struct Email {
            let value: String
            init(_ value: String) { self.value = value }
        }
        ```

        **Red:** otro test.

        ```swift
        func test_value_isKept() {
            XCTAssertEqual(Email("x").value, "x")
        }
        ```

        Falla.

        **Green:** un cambio que rompe la compilación.

        ```swift
        // App/Email.swift
        struct Email {
            let value: String
            let broken: Int = "uno"
            init(_ value: String) { self.value = value }
        }
        ```

        """
}

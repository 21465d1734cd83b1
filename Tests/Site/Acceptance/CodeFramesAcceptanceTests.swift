import Foundation
import SiteTestSupport
import TestSupport
import XCTest

final class CodeFramesAcceptanceTests: SiteBuildTestCase {
    func test_build_framesEachVersionOfAFileAndMarksWhatChanged() async throws {
        let workspace = try makeWorkspace(lessons: [
            "01-login/01-domain.md": """
                # Domain

                ## Email

                ```swift
                // App/Models/Email.swift
                struct Email {
                    let value: String
                }
                ```
                """,
            "01-login/02-validacion.md": """
                # Validación

                ```swift
                // App/Models/Email.swift
                struct Email {
                    let value: String
                    var isValid: Bool { value.contains("@") }
                }
                ```
                """,
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let first = try workspace.site("01-login/01-domain.html")
        XCTAssertHTML(first, contains: "<figure class=\"code-frame\" id=\"codigo-1\"><figcaption><span class=\"code-file\">Email.swift</span> <span class=\"code-folder\">App/<wbr>Models</span>")
        XCTAssertHTML(first, doesNotContain: "// App/Models/Email.swift")
        XCTAssertHTML(first, doesNotContain: "class=\"code-previous\"")
        let second = try workspace.site("01-login/02-validacion.html")
        XCTAssertHTML(second, contains: "<a class=\"code-previous\" href=\"/01-login/01-domain.html#codigo-1\">cambia la versión de 01-domain.md · Email</a>")
        XCTAssertEqual(second.components(separatedBy: "<span class=\"changed\">").count - 1, 1, "only the new line is marked")
        XCTAssertHTML(second, contains: "<span class=\"changed\">    <span class=\"kw\">var</span> isValid")
    }

    func test_build_leavesCounterExamplesAndFragmentsUnframed() async throws {
        let workspace = try makeWorkspace(lessons: ["a/01.md": """
            # Ejemplos

            ```swift
            // ❌ Esto es lo que NO hacemos
            let email = "sin validar"
            ```

            ```swift
            let email = try Email("a@b.es")
            ```
            """])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("a/01.html")
        XCTAssertHTML(page, doesNotContain: "code-frame")
        XCTAssertEqual(page.components(separatedBy: "<pre><code class=\"language-swift\">").count - 1, 2)
    }
}

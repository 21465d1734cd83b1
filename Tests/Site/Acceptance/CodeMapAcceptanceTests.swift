import SiteTestSupport
import TestSupport
import XCTest

/// The code map (`code/index.html`), written a chunk at a time: a file whose history spans chunks
/// is still one section, with its history whole and in course order.
final class CodeMapAcceptanceTests: SiteBuildTestCase {
    func test_build_aFileOfMoreVersionsThanAChunkHolds_isOneSectionWithItsWholeHistory() async throws {
        let blocks = (1...150).map { "```swift\n// App/A.swift\nstruct A { let v = \($0) }\n```\n" }.joined(separator: "\n")
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n" + blocks, "s/2.md": "# Dos\n\n```swift\n// App/B.swift\nstruct B {}\n```\n"])

        _ = try await makeSUT(workspace).0.build()

        let page = try workspace.site("code/index.html")
        let sections = page.components(separatedBy: "<section class=\"code-map-file\"").dropFirst()
        XCTAssertEqual(sections.count, 2)
        let first = try XCTUnwrap(sections.first)
        XCTAssertTrue(first.hasPrefix(" id=\"archivo-App/A.swift\">"), String(first.prefix(80)))
        XCTAssertEqual(first.components(separatedBy: "<li>").count - 1, 150)
        XCTAssertEqual(first.components(separatedBy: "</ol>\n  </details>\n  <pre><code class=\"language-swift\">").count - 1, 1)
        XCTAssertTrue(first.contains("v = <span class=\"num\">150</span> }"), "the final version closes the file")
        let places = first.matches(of: /s\/1\.md:(\d+)<\/a>/).map { Int($0.output.1) ?? 0 }
        XCTAssertEqual(places, places.sorted(), "the history in course order")
        XCTAssertTrue(first.hasSuffix("</section>\n"), String(first.suffix(80)))
    }
}

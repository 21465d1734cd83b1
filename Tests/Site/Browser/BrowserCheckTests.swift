import Foundation
import LessonsInfrastructure
import Localization
import SiteComposition
import SiteCore
import SitePreview
import SiteTestSupport
import TestSupport
import XCTest

/// The shipped course, built under a base URL, served by the preview server and opened in a real
/// (headless) browser: what a reader of the published site gets.
final class BrowserCheckTests: XCTestCase {
    func test_pages_underABaseURL_loadInChromiumWithEveryLinkStylesheetAndImageResolving() async throws {
        let chromium = try HeadlessChromium.installed()
        let server = try await serveShippedCourse(basePath: "/curso/")
        let pages = [
            "/curso/",
            "/curso/01-arquitectura/01-capas-y-dependencias.html",
            "/curso/catalog/",
            "/curso/previews/catalog-loaded.html",
            "/curso/reports/traceability.html",
        ]

        for page in pages {
            let dom = try chromium.dumpDOM(of: "http://127.0.0.1:\(server.port)\(page)")

            XCTAssertTrue(dom.contains("<main id=\"contenido\""), "\(page) did not load: \(dom.prefix(300))")
            let references = Self.sameSiteReferences(in: dom, page: page)
            XCTAssertTrue(references.contains("/curso/css/site.css"), "\(page) has no stylesheet")
            for reference in references {
                let response = try await RawHTTPClient.request(reference, port: server.port)
                XCTAssertEqual(response.status, 200, "\(page) refers to \(reference)")
            }
        }
    }

    func test_lessonWithDiagrams_showsThemDrawnInChromium() async throws {
        let chromium = try HeadlessChromium.installed()
        guard CommandDiagramRenderer.installed() != nil else {
            throw XCTSkip("No diagram renderer installed: pip install mmdr (.ci/run installs it).")
        }
        let server = try await serveShippedCourse(basePath: "/curso/", diagrams: DiagramOptions(mode: .svg))

        let dom = try chromium.dumpDOM(of: "http://127.0.0.1:\(server.port)/curso/01-arquitectura/01-capas-y-dependencias.html")

        XCTAssertTrue(dom.contains("<figure class=\"diagram\"><svg"), "the lesson's mermaid diagram is not drawn")
        XCTAssertTrue(dom.contains("LessonsCore"), "the diagram lost its labels")
    }

    // MARK: - Helpers

    private struct SilentProgress: BuildReporting, DiagnosticConsumer {
        func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {}
        func receive(_ diagnostic: Diagnostic) {}
    }

    private func serveShippedCourse(basePath: String, diagrams: DiagramOptions = DiagramOptions(mode: .client)) async throws -> RunningPreviewServer {
        let folder = try makeTemporaryFolder()
        let output = folder.url.appendingPathComponent("_site")
        let configuration = CourseWorkspace(folder: folder).configuration {
            $0.contentFolder = RepositoryFolders.content
            $0.baseURL = basePath
            $0.diagrams = diagrams
            $0.testFolders = [RepositoryFolders.root.appendingPathComponent("Tests")]
        }
        _ = try await SiteBuilder(configuration: configuration, reporter: SilentProgress(), diagnostics: [SilentProgress()], workingDirectory: folder.url).build()
        return try await startPreviewServer(serving: output, basePath: basePath)
    }

    /// Every `href` and `src` of the page that stays on this site, as an absolute path, without its fragment.
    private static func sameSiteReferences(in dom: String, page: String) -> Set<String> {
        let pattern = /(?:href|src)="([^"]*)"/
        var references: Set<String> = []
        for match in dom.matches(of: pattern) {
            let value = String(match.output.1).replacingOccurrences(of: "&amp;", with: "&")
            guard !value.isEmpty, !value.hasPrefix("#"), !value.contains(":"), !value.hasPrefix("//") else { continue }
            let pageURL = URL(string: "http://site\(page)")!
            guard let resolved = URL(string: value, relativeTo: pageURL)?.absoluteURL else { continue }
            references.insert(resolved.path(percentEncoded: true))
        }
        return references
    }
}

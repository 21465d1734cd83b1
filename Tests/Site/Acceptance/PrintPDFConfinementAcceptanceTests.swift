import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// `curso.pdf` holds the site and nothing else: no file of the machine outside it, whatever a
/// lesson's images or raw HTML name, nothing from another server, and no script's doing.
final class PrintPDFConfinementAcceptanceTests: SiteBuildTestCase {
    func test_build_withPDF_imageOutsideTheCourse_isAWarningAtItsLineAndIsNeitherPublishedNorPrinted() async throws {
        let secret = try makeSecretSVG(saying: "SECRETOSVGUNO")
        let climbing = String(repeating: "../", count: 12) + secret.path.dropFirst()
        let workspace = try makeWorkspace(lessons: [
            "index.md": "# Curso\n",
            "s/1.md": "# Uno\n\n![desde la raíz](/\(climbing))\n\n![relativa](\(climbing))\n",
        ])
        let (sut, progress) = makeSUT(workspace) { $0.printing = PrintOptions(pdf: true, pdfTimeout: 120) }

        _ = try await sut.build()

        let warnings = progress.diagnostics.filter { $0.id == DiagnosticID("image-outside-course") }
        XCTAssertEqual(warnings.compactMap { $0.location?.components(separatedBy: "/Content/").last }, ["s/1.md:3", "s/1.md:5"])
        XCTAssertHTML(try workspace.site("s/1.html"), doesNotContain: secret.lastPathComponent)
        XCTAssertHTML(try workspace.site("imprimir.html"), doesNotContain: secret.lastPathComponent)
        let text = try await printedText(of: workspace, progress: progress)
        XCTAssertFalse(text.contains("SECRETOSVGUNO"), text)
    }

    func test_build_withPDFAndUnsafeHTML_imageOutsideTheSiteInRawHTML_isNotPrinted() async throws {
        let secret = try makeSecretSVG(saying: "SECRETOSVGDOS")
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": "# Uno\n\n<img src=\"/\(String(repeating: "../", count: 12))\(secret.path.dropFirst())\" width=\"400\" height=\"80\">\n\n<img src=\"file://\(secret.path)\" width=\"400\" height=\"80\">\n",
        ])
        let (sut, progress) = makeSUT(workspace) {
            $0.allowsRawHTML = true
            $0.printing = PrintOptions(pdf: true, pdfTimeout: 120)
        }

        _ = try await sut.build()

        let text = try await printedText(of: workspace, progress: progress)
        XCTAssertFalse(text.contains("SECRETOSVGDOS"), text)
    }

    func test_build_withPDFAndUnsafeHTML_objectEmbedOrFrameOnALocalFile_isNotPrinted() async throws {
        let folder = try makeTemporaryFolder()
        let secret = try folder.write("SECRETOTEXTO", to: "secreto.txt")
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": """
            # Uno

            <object data="file://\(secret.path)" type="text/plain" width="400" height="100"></object>

            <embed src="file://\(secret.path)" type="text/plain" width="400" height="100">

            <iframe src="file://\(secret.path)" width="400" height="100"></iframe>

            """,
        ])
        let (sut, progress) = makeSUT(workspace) {
            $0.allowsRawHTML = true
            $0.printing = PrintOptions(pdf: true, pdfTimeout: 120)
        }

        _ = try await sut.build()

        let text = try await printedText(of: workspace, progress: progress)
        XCTAssertFalse(text.contains("SECRETOTEXTO"), text)
    }

    func test_build_withPDFAndUnsafeHTML_scriptsInTheLesson_doNotRunWhilePrinting() async throws {
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": """
            # Uno

            <img src="x" onerror="document.body.append('SCRIPT-RAN-ONERROR')">

            <details open ontoggle="document.body.append('SCRIPT-RAN-ONTOGGLE')"><summary>Detalle</summary></details>

            Texto.

            """,
        ])
        let (sut, progress) = makeSUT(workspace) {
            $0.allowsRawHTML = true
            $0.printing = PrintOptions(pdf: true, pdfTimeout: 120)
        }

        _ = try await sut.build()

        let text = try await printedText(of: workspace, progress: progress)
        XCTAssertTrue(text.contains("Texto."), text)
        XCTAssertFalse(text.contains("SCRIPT-RAN"), text)
    }

    func test_build_withPDF_imageFromAnotherServerOnThisMachine_isNeverFetched() async throws {
        let server = try LocalHTTPServer(reply: .respond(status: 200, body: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)))
        defer { server.stop() }
        let image = server.baseURL.appendingPathComponent("imagen.svg").absoluteString
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": "# Uno\n\n![remota](\(image))\n\n<img src=\"\(image)?raw\">\n",
        ])
        let (sut, progress) = makeSUT(workspace) {
            $0.allowsRawHTML = true
            $0.printing = PrintOptions(pdf: true, pdfTimeout: 120)
        }

        _ = try await sut.build()

        _ = try await printedText(of: workspace, progress: progress)
        XCTAssertEqual(server.requests, [])
    }

    func test_build_withPDF_printsTheCoursesOwnImagesAndStyles() async throws {
        let workspace = try makeWorkspace(lessons: [
            "index.md": "# Curso\n",
            "s/1.md": "# Uno\n\n![Capas](img/capas.svg)\n\n![Raíz](/img/raiz.svg)\n",
        ])
        try workspace.folder.write(Self.svg(saying: "CAPASVISIBLES"), to: "Content/s/img/capas.svg")
        try workspace.folder.write(Self.svg(saying: "RAIZVISIBLE"), to: "Content/img/raiz.svg")
        let (sut, progress) = makeSUT(workspace) { $0.printing = PrintOptions(pdf: true, pdfTimeout: 120) }

        _ = try await sut.build()

        let text = try await printedText(of: workspace, progress: progress)
        XCTAssertTrue(text.contains("CAPASVISIBLES"), text)
        XCTAssertTrue(text.contains("RAIZVISIBLE"), text)
        // "1 / 2" at the foot of the first page: the stylesheet's `@page` margin box.
        XCTAssertNotNil(text.firstMatch(of: /\b1 ?\/ ?\d+\b/), "the stylesheet was not loaded: \(text)")
        XCTAssertFalse(progress.diagnostics.contains { $0.id == DiagnosticID("image-outside-course") })
    }

    // MARK: - Helpers

    /// An SVG image outside any course, whose text shows in a PDF that embeds it.
    private func makeSecretSVG(saying text: String) throws -> URL {
        try makeTemporaryFolder().write(Self.svg(saying: text), to: "secreto-\(UUID().uuidString).svg")
    }

    private static func svg(saying text: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"60\"><text x=\"10\" y=\"40\" font-size=\"30\">\(text)</text></svg>"
    }

    /// The PDF's text, as `pdftotext` reads it; a skip where Chromium or poppler-utils is missing.
    private func printedText(of workspace: Workspace, progress: BuildProgressSpy) async throws -> String {
        if progress.diagnostics.contains(where: { $0.id == DiagnosticID("pdf-unavailable") }) {
            throw XCTSkip("No Chromium installed: apt-get install -y chromium-headless-shell (.ci/run installs it).")
        }
        try Poppler.requireInstalled()
        return try await Poppler.run("pdftotext", workspace.output.appendingPathComponent("curso.pdf").path, "-")
    }
}

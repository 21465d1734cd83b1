import Foundation
import SiteComposition
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

/// The print page, `imprimir.html`: the whole course on one page, and with `--pdf` as `curso.pdf`.
final class PrintPageAcceptanceTests: SiteBuildTestCase {
    func test_build_printPageHoldsTheIntroTheContentsAndEveryLessonInCourseOrder() async throws {
        let workspace = try makeWorkspace(lessons: [
            "index.md": "# Arquitectura iOS\n\nBienvenida al curso.\n",
            "02-catalog/01-domain.md": "# Catálogo\n\nProductos.\n",
            "01-login/02-application.md": "---\ntitle: Aplicación\n---\nCasos de uso.\n",
            "01-login/01-domain.md": "# Dominio\n\nEmail.\n",
        ])
        let (sut, progress) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("imprimir.html")
        XCTAssertEqual(articleIDs(in: page), ["01-login/01-domain", "01-login/02-application", "02-catalog/01-domain"])
        XCTAssertLessThan(offset(of: "Bienvenida al curso.", in: page), offset(of: "<nav class=\"print-toc\"", in: page))
        XCTAssertLessThan(offset(of: "<nav class=\"print-toc\"", in: page), offset(of: "<article", in: page))
        XCTAssertHTML(page, contains: "<li><a href=\"#01-login/02-application\">Aplicación</a></li>")
        XCTAssertHTML(page, contains: "<h1>Aplicación</h1>")
        XCTAssertEqual(occurrences(of: "<h1", in: page), 4, "a lesson with its own # title got a second one")
        XCTAssertTrue(progress.steps.contains(.init(name: "Escribir las lecciones", outcome: .done("5 páginas e imprimir.html"))), "\(progress.steps)")
    }

    func test_build_printPage_everyLinkInsideThePageLeadsToAnIDAndNoIDRepeats() async throws {
        let workspace = try makeWorkspace(lessons: [
            "index.md": "# Curso\n\nEmpieza por [el dominio](01-login/01-domain.md#introducción).\n",
            "01-login/01-domain.md": """
                # Dominio

                ## Introducción

                Ver [más abajo](#el-código), [la aplicación](02-application.md#introducción) y [el catálogo](../02-catalog/01.md).

                ## El código

                ```swift
                // App/Email.swift
                struct Email {}
                ```

                > [!NOTE]
                > Una [nota](#introducción).

                | Escenario | Test |
                |---|---|
                | Válido | `test_a` |
                """,
            "01-login/02-application.md": """
                # Aplicación

                ## Introducción

                ```swift
                // App/Email.swift
                struct Email { let value: String }
                ```

                [Volver](/01-login/01-domain.md) · [peligro](javascript:alert(1)) · [Swift](https://swift.org)
                """,
            "02-catalog/01.md": "# Catálogo\n\n## Introducción\n\n[Inicio](../index.md)\n",
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("imprimir.html")
        let ids = attributeValues("id", in: page)
        XCTAssertEqual(Set(ids).count, ids.count, "repeated ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        let internalLinks = attributeValues("href", in: page).filter { $0.hasPrefix("#") }
        XCTAssertGreaterThan(internalLinks.count, 10)
        for link in internalLinks {
            let fragment = String(link.dropFirst())
            // As a browser looks for it: the fragment as written, then percent-decoded.
            XCTAssertTrue(ids.contains(fragment) || ids.contains(fragment.removingPercentEncoding ?? fragment), "\(link) leads to no id of the page")
        }
        XCTAssertHTML(page, contains: "<a href=\"#01-login/02-application--introducci%C3%B3n\">la aplicación</a>")
        XCTAssertHTML(page, contains: "<a href=\"#01-login/01-domain\">Volver</a>")
        XCTAssertHTML(page, contains: "<a class=\"code-previous\" href=\"#01-login/01-domain--codigo-1\">cambia la versión de 01-domain.md · El código</a>")
        XCTAssertHTML(page, contains: "<a href=\"\">peligro</a>")
        XCTAssertHTML(page, contains: "<a href=\"https://swift.org\">Swift</a>")
    }

    func test_build_printPage_pointsAtImagesAndStylesFromTheSiteRootUnderAnyBaseURL() async throws {
        let workspace = try makeWorkspace(lessons: ["01-login/01.md": "# Uno\n\n![Capas](img/capas.svg)\n"])
        try workspace.folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Content/01-login/img/capas.svg")
        let (sut, _) = makeSUT(workspace) { $0.baseURL = "/curso/" }

        _ = try await sut.build()

        let page = try workspace.site("imprimir.html")
        XCTAssertHTML(page, contains: "<img src=\"01-login/img/capas.svg\" alt=\"Capas\" />")
        XCTAssertTrue(workspace.siteHas("01-login/img/capas.svg"))
        XCTAssertHTML(page, contains: "<link rel=\"stylesheet\" href=\"css/site.css\">")
        XCTAssertHTML(page, contains: "<meta name=\"robots\" content=\"noindex\">")
    }

    func test_build_homePageAndEveryPageLinkToThePrintPageAndNoPDFWithoutPDF() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace) {
            $0.baseURL = "/curso/"
            $0.siteURL = SiteURL("https://ejemplo.es/curso/")
        }

        _ = try await sut.build()

        XCTAssertHTML(try workspace.site("index.html"), contains: "<a href=\"/curso/imprimir.html\">Imprimir el curso</a>")
        XCTAssertHTML(try workspace.site("s/1.html"), contains: "<a href=\"/curso/imprimir.html\">Versión para imprimir</a>")
        XCTAssertHTML(try workspace.site("index.html"), doesNotContain: "curso.pdf")
        XCTAssertFalse(workspace.siteHas("curso.pdf"))
        XCTAssertHTML(try workspace.site("sitemap.xml"), doesNotContain: "imprimir.html")
    }

    func test_build_withoutPrintPage_writesNoPrintPageAndLinksToNone() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n"])
        let (sut, progress) = makeSUT(workspace) { $0.printing = PrintOptions(printsPage: false) }

        _ = try await sut.build()

        XCTAssertFalse(workspace.siteHas("imprimir.html"))
        XCTAssertHTML(try workspace.site("index.html"), doesNotContain: "imprimir.html")
        XCTAssertHTML(try workspace.site("s/1.html"), doesNotContain: "imprimir.html")
        XCTAssertTrue(progress.steps.contains(.init(name: "Escribir las lecciones", outcome: .done("3 páginas"))), "\(progress.steps)")
    }

    func test_build_withPDFAndChromiumInstalled_writesThePDFAndTheHomePageLinksToIt() async throws {
        let workspace = try makeWorkspace(lessons: [
            "index.md": "# Curso\n",
            "s/1.md": "# Uno\n\n## Dos\n\n```swift\nlet a = 1\n```\n\n[Dos](#dos)\n",
        ])
        let (sut, progress) = makeSUT(workspace) { $0.printing = PrintOptions(pdf: true, pdfTimeout: 120) }

        _ = try await sut.build()

        if progress.diagnostics.contains(where: { $0.id == DiagnosticID("pdf-unavailable") }) {
            throw XCTSkip("No Chromium installed: apt-get install -y chromium-headless-shell (.ci/run installs it).")
        }
        let pdf = try Data(contentsOf: workspace.output.appendingPathComponent("curso.pdf"))
        XCTAssertEqual(pdf.prefix(5), Data("%PDF-".utf8))
        XCTAssertHTML(try workspace.site("index.html"), contains: "<a href=\"/curso.pdf\">Descargar en PDF</a>")
        XCTAssertHTML(try workspace.site("imprimir.html"), contains: "<a href=\"/curso.pdf\">Descargar en PDF</a>")
    }

    func test_build_withPDF_printsABookOnA4WithPageNumbersAndTheHeadingsAsBookmarks() async throws {
        let workspace = try makeWorkspace(lessons: [
            "index.md": "# Curso\n",
            "s/1.md": "# Uno\n\n## Primera parte\n\nTexto.\n",
            "s/2.md": "# Dos\n\n## Segunda parte\n\nTexto.\n",
        ])
        let (sut, progress) = makeSUT(workspace) { $0.printing = PrintOptions(pdf: true, pdfTimeout: 120) }

        _ = try await sut.build()

        let pdf = try printedPDF(of: workspace, progress: progress)
        let info = try await Poppler.run("pdfinfo", pdf.path)
        XCTAssertTrue(info.contains("(A4)"), "a Spanish course prints on A4")
        let pages = try await Poppler.pageCount(of: pdf)
        let text = try await Poppler.run("pdftotext", "-layout", pdf.path, "-")
        // "2 / 4" at the foot of each page; pdftotext may drop the thin spaces around the slash.
        let pageTexts = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).prefix(pages)
        for (index, pageText) in pageTexts.enumerated() {
            XCTAssertNotNil(pageText.firstMatch(of: try Regex("\\b\(index + 1) ?/ ?\(pages)\\b")), "page \(index + 1) has no number: \(pageText)")
        }
        XCTAssertEqual(pageTexts.count, pages)
        let outline = try await Poppler.run("pdftohtml", "-xml", "-i", "-stdout", pdf.path)
        for heading in ["Uno", "Primera parte", "Dos", "Segunda parte"] {
            XCTAssertTrue(outline.contains("\">\(heading)</item>"), "no bookmark for \(heading)")
        }
    }

    func test_build_withPDFOnA4PaperInEnglish_printsOnA4WhereTheLanguageWouldSayLetter() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# One\n"])
        let (sut, progress) = makeSUT(workspace) {
            $0.language = .english
            $0.printing = PrintOptions(pdf: true, pdfTimeout: 120, paper: .a4)
        }

        _ = try await sut.build()

        let pdf = try printedPDF(of: workspace, progress: progress)
        let info = try await Poppler.run("pdfinfo", pdf.path)
        XCTAssertTrue(info.contains("(A4)"), "Chromium's own paper is Letter: A4 comes from pdf_paper")
        XCTAssertHTML(try workspace.site("imprimir.html"), contains: "@page { size: A4; }")
    }

    // MARK: - Helpers

    /// The PDF the build printed; a skip where Chromium or poppler-utils is missing.
    private func printedPDF(of workspace: Workspace, progress: BuildProgressSpy) throws -> URL {
        if progress.diagnostics.contains(where: { $0.id == DiagnosticID("pdf-unavailable") }) {
            throw XCTSkip("No Chromium installed: apt-get install -y chromium-headless-shell (.ci/run installs it).")
        }
        try Poppler.requireInstalled()
        return workspace.output.appendingPathComponent("curso.pdf")
    }

    /// The ids of the print page's lessons, in the page's order.
    private func articleIDs(in page: String) -> [String] {
        page.matches(of: /<article class="print-lesson" id="([^"]*)">/).map { String($0.output.1) }
    }

    /// Every value of the attribute in the page, with `&amp;` read back as `&`.
    private func attributeValues(_ attribute: String, in page: String) -> [String] {
        page.components(separatedBy: " \(attribute)=\"").dropFirst().map { value in
            String(value.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    private func offset(of fragment: String, in page: String) -> Int {
        guard let range = page.range(of: fragment) else { return Int.max }
        return page.distance(from: page.startIndex, to: range.lowerBound)
    }
}

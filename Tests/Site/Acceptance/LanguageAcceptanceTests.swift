import Foundation
import SiteComposition
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

/// `language: en` gives the site's interface in English; the lessons stay as written.
final class LanguageAcceptanceTests: SiteBuildTestCase {
    func test_build_inEnglish_writesTheInterfaceInEnglish() async throws {
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": "# Uno\n\n## Primera parte\n\n> [!NOTE]\n> Dentro.\n\n```swift\n// App/Email.swift\nstruct Email {}\n```\n",
            "s/2.md": "# Dos\n",
        ])
        let (sut, _) = makeSUT(workspace) { $0.language = .english }

        _ = try await sut.build()

        let page = try workspace.folder.read("_site/s/1.html")
        XCTAssertHTML(page, contains: "<html lang=\"en\">")
        XCTAssertHTML(page, contains: "<meta property=\"og:locale\" content=\"en_US\">")
        XCTAssertHTML(page, contains: "<p class=\"toc-title\">In this lesson</p>")
        XCTAssertHTML(page, contains: "<span>Next</span>")
        XCTAssertHTML(page, contains: "<p class=\"callout-title\">Note</p>")
        XCTAssertHTML(page, contains: "class=\"code-copy\" data-copy=\"Copy\" data-copied=\"Copied\" hidden>Copy</button>")
        XCTAssertHTML(page, contains: "aria-label=\"Link to this section\"")
        XCTAssertHTML(page, contains: ">Reports</a>")
        XCTAssertHTML(page, contains: "<h2 id=\"primera-parte\">")
        XCTAssertHTML(page, contains: "Primera parte")
        for spanish in ["En esta lección", "Siguiente", "Lecciones del curso", "Saltar al contenido", "Nota", "Copiar", "Informes"] {
            XCTAssertHTML(page, doesNotContain: spanish)
        }
        XCTAssertHTML(try workspace.folder.read("_site/404.html"), contains: "<h1>Page not found</h1>")
    }

    func test_build_inEnglish_writesTheCatalogAndItsPreviewsInEnglish() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n"])
        try workspace.folder.write("{\"products\": []}", to: "productos.json")
        let (sut, _) = makeSUT(workspace) {
            $0.catalog = CatalogOptions(source: .file(workspace.folder.url.appendingPathComponent("productos.json")))
            $0.language = .english
        }

        _ = try await sut.build()

        XCTAssertHTML(try workspace.folder.read("_site/catalog/index.html"), contains: "No products")
        let previews = try workspace.folder.read("_site/previews/index.html")
        XCTAssertHTML(previews, contains: "<h1>Catalog previews</h1>")
        XCTAssertHTML(previews, contains: "No internet connection. Try again.")
        XCTAssertHTML(previews, contains: "Loading products...")
    }

    func test_build_inEnglish_writesTheReportsAndTheCodeMapInEnglish() async throws {
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": "# Uno\n\n| Escenario | Test |\n|---|---|\n| A | `test_a` |\n\n```swift\n// App/ATests.swift\nfunc test_a() {}\n```\n\n[roto](nada.md)\n",
        ])
        let (sut, _) = makeSUT(workspace) { $0.language = .english }

        _ = try await sut.build()

        let traceability = try workspace.folder.read("_site/reports/traceability.html")
        XCTAssertHTML(traceability, contains: "<h1>BDD traceability</h1>")
        XCTAssertHTML(traceability, contains: "<th>Scenario</th><th>Test</th><th>Where</th><th>Result</th><th>Line</th>")
        XCTAssertHTML(traceability, contains: "nothing was compiled (no --check-code)")
        let links = try workspace.folder.read("_site/reports/links.html")
        XCTAssertHTML(links, contains: "<h1>Broken links</h1>")
        XCTAssertHTML(links, contains: "link to a lesson that does not exist")
        let code = try workspace.folder.read("_site/code/index.html")
        XCTAssertHTML(code, contains: "<h1>The course&#39;s code</h1>")
        XCTAssertHTML(code, contains: "creates the file")
    }

    func test_build_byDefault_writesTheInterfaceInSpanish() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n## Parte\n", "s/2.md": "# Dos\n"])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.folder.read("_site/s/1.html")
        XCTAssertHTML(page, contains: "<html lang=\"es\">")
        XCTAssertHTML(page, contains: "<p class=\"toc-title\">En esta lección</p>")
        XCTAssertHTML(page, contains: "<span>Siguiente</span>")
    }

    /// The pages readers see take their words from the tables, never from the templates.
    func test_templates_readersSee_spellNoSpanishWordThemselves() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFolders.templates.path).filter { $0.hasSuffix(".mustache") }
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let text = try String(contentsOf: RepositoryFolders.templates.appendingPathComponent(name), encoding: .utf8)
            let outsideTags = text.replacing(/\{\{[^}]*\}\}/, with: "")

            let spanish = /[áéíóúñÁÉÍÓÚÑ¿¡]|\b(?:Lecci[oó]n|Anterior|Siguiente|Cat[aá]logo|Copiar|[ÍI]ndice|Buscar|Informes|Volver|Inicio|Enlace|Imprimir|Editar|Nota)\b/
            XCTAssertNil(outsideTags.firstMatch(of: spanish), name)
        }
    }

}

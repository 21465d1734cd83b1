import Foundation
import SiteComposition
import SiteTestSupport
import TestSupport
import XCTest

final class LessonPagesAcceptanceTests: SiteBuildTestCase {
    func test_build_writesAPagePerLessonWithHomeAnd404() async throws {
        let workspace = try makeWorkspace(lessons: [
            "index.md": "---\ntitle: Curso de Arquitectura\n---\nBienvenida.\n",
            "01-login/01-domain.md": "# Domain\n",
            "02-catalog/01-domain.md": "# Catalog\n",
        ])
        let (sut, _) = makeSUT(workspace)

        let summary = try await sut.build()

        XCTAssertEqual(summary.pages, 6, "2 lessons, home, 404 and the two reports")
        XCTAssertTrue(workspace.siteHas("01-login/01-domain.html"))
        XCTAssertTrue(workspace.siteHas("02-catalog/01-domain.html"))
        XCTAssertTrue(workspace.siteHas("404.html"))
        let home = try workspace.site("index.html")
        XCTAssertHTML(home, contains: "<html lang=\"es\">")
        XCTAssertHTML(home, contains: "<title>Curso de Arquitectura</title>")
        XCTAssertHTML(home, contains: "<p>Bienvenida.</p>")
        XCTAssertHTML(home, contains: "href=\"/01-login/01-domain.html\"")
    }

    func test_build_lessonPage_menuIsAButtonWithScriptsAndALinkDownToTheLessonsWithout() async throws {
        let workspace = try makeWorkspace(lessons: ["a/01.md": "# Uno\n"])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("a/01.html")
        XCTAssertHTML(page, contains: "<button type=\"button\" class=\"header-button nav-toggle\" aria-expanded=\"false\" aria-controls=\"course-nav\"")
        XCTAssertHTML(page, contains: "<a class=\"header-button nav-link\" href=\"#course-nav\">")
        XCTAssertHTML(page, contains: "<nav class=\"sidebar\" id=\"course-nav\"")
        XCTAssertHTML(page, contains: "root.classList.add(\"js\")")
    }

    func test_build_rendersTraceabilityTableAsHTMLTable() async throws {
        let workspace = try makeWorkspace(lessons: ["a/01.md": """
            # Trazabilidad

            | Escenario BDD | Test XCTest | Resultado |
            |---|---|---|
            | Email válido | `test_init_withValidEmail_createsEmail` | Se crea |
            """])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("a/01.html")
        XCTAssertHTML(page, contains: "<div class=\"table-scroll\">\n<table>")
        XCTAssertHTML(page, contains: "<th>Test XCTest</th>")
        XCTAssertHTML(page, contains: "<td><code>test_init_withValidEmail_createsEmail</code></td>")
    }

    func test_build_githubAlerts_areCalloutsAndOtherQuotesStayQuotes() async throws {
        let workspace = try makeWorkspace(lessons: ["a/01.md": """
            # Alertas

            > [!WARNING]
            > No borres `_site` a mano.

            > Una cita.
            """])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("a/01.html")
        XCTAssertHTML(page, contains: "<div class=\"callout callout-warning\"><p class=\"callout-title\">Advertencia</p>\n<p>No borres <code>_site</code> a mano.</p>\n</div>")
        XCTAssertHTML(page, doesNotContain: "[!WARNING]")
        XCTAssertHTML(page, contains: "<blockquote>\n<p>Una cita.</p>\n</blockquote>")
    }

    func test_build_withAnEditURL_linksEachLessonToItsSource() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01 dominio.md": "# Dominio\n"])
        let (sut, _) = makeSUT(workspace) { $0.editURL = "https://github.com/u/curso/edit/main/Content/" }

        _ = try await sut.build()

        let page = try workspace.site("login/01 dominio.html")
        XCTAssertHTML(page, contains: "<a class=\"edit-link\" href=\"https://github.com/u/curso/edit/main/Content/login/01%20dominio.md\">Editar esta página</a>")
    }

    func test_build_contentInAGitRepository_saysWhenEachLessonLastChanged() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01-dominio.md": "# Dominio\n", "login/02-email.md": "# Email\n"])
        let repository = try XCTUnwrap(try GitRepository(initializingIn: workspace.folder.url), "git is not installed")
        try repository.commitEverything("Lecciones", date: "2026-11-23T06:00:00Z")
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        XCTAssertHTML(try workspace.site("login/01-dominio.html"), contains: "<time datetime=\"2026-11-23\">23 de noviembre de 2026</time>")
        XCTAssertHTML(try workspace.site("login/02-email.html"), contains: "<time datetime=\"2026-11-23\">")
    }

    func test_build_withDatesTurnedOff_saysSoAndShowsNone() async throws {
        let workspace = try makeWorkspace(lessons: ["login/01-dominio.md": "# Dominio\n"])
        let repository = try XCTUnwrap(try GitRepository(initializingIn: workspace.folder.url), "git is not installed")
        try repository.commitEverything("Lecciones", date: "2026-11-23T06:00:00Z")
        let (sut, progress) = makeSUT(workspace) { $0.showsDates = false }

        _ = try await sut.build()

        XCTAssertTrue(progress.steps.contains(BuildProgressSpy.Step(name: "Leer las fechas de las lecciones", outcome: .skipped("--no-dates"))), "\(progress.steps)")
        XCTAssertFalse(try workspace.site("login/01-dominio.html").contains("<time"))
    }

    func test_build_rewritesLessonLinksToPagesAcrossFolders() async throws {
        let workspace = try makeWorkspace(lessons: [
            "01-login/01-domain.md": "# Domain\n\nSigue en [Application](02-application.md#el-protocolo) o [Catalog](../02-catalog/01-domain.md).\n",
            "01-login/02-application.md": "# Application\n\n## El protocolo\n",
            "02-catalog/01-domain.md": "# Catalog\n",
        ])
        let (sut, progress) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("01-login/01-domain.html")
        XCTAssertHTML(page, contains: "href=\"02-application.html#el-protocolo\"")
        XCTAssertHTML(page, contains: "href=\"../02-catalog/01-domain.html\"")
        XCTAssertEqual(progress.warnings, [])
    }

    func test_build_linksPreviousAndNextInCourseOrder() async throws {
        let workspace = try makeWorkspace(lessons: [
            "s/10-cierre.md": "# Cierre\n",
            "s/2-medio.md": "# Medio\n",
            "s/1-inicio.md": "# Inicio\n",
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let middle = try workspace.site("s/2-medio.html")
        XCTAssertHTML(middle, contains: "rel=\"prev\" href=\"/s/1-inicio.html\"")
        XCTAssertHTML(middle, contains: "rel=\"next\" href=\"/s/10-cierre.html\"")
        XCTAssertHTML(try workspace.site("s/1-inicio.html"), doesNotContain: "rel=\"prev\"")
    }

    func test_build_lessonNamedWithCharactersAURLReservesOrCannotHold_isLinkedPercentEncoded() async throws {
        let workspace = try makeWorkspace(lessons: [
            "s/01-C# básico.md": "# C#\n",
            "s/02-100%?.md": "# Cien\n",
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let first = try workspace.site("s/01-C# básico.html")
        XCTAssertHTML(first, contains: "rel=\"next\" href=\"/s/02-100%25%3F.html\"")
        let second = try workspace.site("s/02-100%?.html")
        XCTAssertHTML(second, contains: "rel=\"prev\" href=\"/s/01-C%23%20b%C3%A1sico.html\"")
        XCTAssertHTML(second, doesNotContain: "href=\"/s/01-C#")
        XCTAssertHTML(try workspace.site("index.html"), contains: "href=\"/s/01-C%23%20b%C3%A1sico.html\"")
    }

    func test_build_sidebarListsEverySectionAndOpensOnlyTheCurrentOne() async throws {
        let workspace = try makeWorkspace(lessons: [
            "01-login/01-domain.md": "# Login Domain\n",
            "01-login/02-application.md": "# Login Application\n",
            "02-catalog/01-domain.md": "# Catalog Domain\n",
            "03-cierre/01-fin.md": "# Fin\n",
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("02-catalog/01-domain.html")
        let start = try XCTUnwrap(page.range(of: "<nav class=\"sidebar\""))
        let end = try XCTUnwrap(page.range(of: "</nav>", range: start.upperBound..<page.endIndex))
        let sidebar = String(page[start.lowerBound..<end.upperBound])
        XCTAssertEqual(occurrences(of: "class=\"section-title\"", in: sidebar), 3)
        XCTAssertHTML(sidebar, contains: "<a class=\"section-title\" href=\"/01-login/01-domain.html\">Login</a>")
        XCTAssertHTML(sidebar, contains: "href=\"/02-catalog/01-domain.html\" aria-current=\"page\" class=\"current\">Catalog Domain</a>")
        XCTAssertHTML(sidebar, doesNotContain: "Login Application")
        let order = [">Login<", "Catalog Domain", ">Cierre<"].compactMap { sidebar.range(of: $0)?.lowerBound }
        XCTAssertEqual(order, order.sorted(), "sections in course order")
        XCTAssertEqual(order.count, 3)
    }

    func test_build_givesEveryHeadingAUniqueIdAndATableOfContents() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# Título\n\n## Tests\n\n### ¿Por qué `Sendable`?\n\n## Tests\n"])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("a.html")
        for id in ["título", "tests", "por-qué-sendable", "tests-1"] {
            XCTAssertEqual(occurrences(of: "id=\"\(id)\"", in: page), 1, "id \(id)")
        }
        XCTAssertHTML(page, contains: "<a href=\"#por-qué-sendable\">¿Por qué Sendable?</a>")
    }

    func test_build_codeAndDiagrams_highlightSwiftAndLoadMermaidOnlyWhereNeeded() async throws {
        let workspace = try makeWorkspace(lessons: [
            "a.md": "# A\n\n```swift\nlet x = 1 < 2\n```\n\n```mermaid\ngraph TD\n  A[\"Email<br/>struct\"] --> B\n```\n",
            "b.md": "# B\n",
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let withDiagram = try workspace.site("a.html")
        XCTAssertHTML(withDiagram, contains: "<pre><code class=\"language-swift\"><span class=\"kw\">let</span> x = <span class=\"num\">1</span> <span class=\"op\">&lt;</span> <span class=\"num\">2</span>\n</code></pre>")
        XCTAssertHTML(withDiagram, contains: "<pre class=\"mermaid\">graph TD\n  A[&quot;Email&lt;br/&gt;struct&quot;] --&gt; B\n</pre>")
        XCTAssertHTML(withDiagram, contains: "mermaid.esm.min.mjs")
        XCTAssertHTML(try workspace.site("b.html"), doesNotContain: "mermaid.esm.min.mjs")
    }

    func test_build_lessonTextWithMarkup_isShownAsTextNeverRun() async throws {
        let workspace = try makeWorkspace(lessons: [
            "a.md": "---\ntitle: \"<script>alert('t')</script>\"\n---\n<script>alert(1)</script>\n\n[x](javascript:alert(2))\n",
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let page = try workspace.site("a.html")
        XCTAssertHTML(page, doesNotContain: "<script>alert")
        XCTAssertHTML(page, doesNotContain: "javascript:")
        XCTAssertHTML(page, contains: "&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;")
    }

    func test_build_withRawHTMLAllowed_linksThatRunCodeAreStillLeftEmpty() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": """
            # A

            [uno](javascript:alert(1)) [dos](vbscript:msgbox) [tres](data:text/html,hola) [cuatro](file:///etc/passwd)
            ![imagen](data:image/png;base64,AAAA) <details><summary>Más</summary>texto</details>
            """])
        let (sut, _) = makeSUT(workspace) { $0.allowsRawHTML = true }

        _ = try await sut.build()

        let page = try workspace.site("a.html")
        for scheme in ["javascript:", "vbscript:", "data:text/html", "file:"] {
            XCTAssertHTML(page, doesNotContain: scheme)
        }
        XCTAssertHTML(page, contains: "<a href=\"\">uno</a>")
        XCTAssertHTML(page, contains: "src=\"data:image/png;base64,AAAA\"")
        XCTAssertHTML(page, contains: "<details><summary>Más</summary>")
    }

    func test_build_withBaseURL_prefixesNavigationStylesheetAndRootLinks() async throws {
        let workspace = try makeWorkspace(lessons: [
            "s/1.md": "# Uno\n\n[raíz](/s/2.md)\n",
            "s/2.md": "# Dos\n",
        ])
        let (sut, _) = makeSUT(workspace) { $0.baseURL = "curso" }

        _ = try await sut.build()

        let page = try workspace.site("s/1.html")
        XCTAssertHTML(page, contains: "href=\"/curso/css/site.css\"")
        XCTAssertHTML(page, contains: "rel=\"next\" href=\"/curso/s/2.html\"")
        XCTAssertHTML(page, contains: "href=\"/curso/s/2.html\">raíz</a>")
        XCTAssertHTML(try workspace.site("404.html"), contains: "href=\"/curso/\"")
    }

    func test_build_copiesPublicFilesAndContentAssets() async throws {
        let workspace = try makeWorkspace(lessons: ["s/1.md": "# Uno\n\n![diagrama](img/d.svg)\n"])
        try workspace.folder.write("<svg/>", to: "Content/s/img/d.svg")
        let (sut, progress) = makeSUT(workspace)

        _ = try await sut.build()

        XCTAssertEqual(try workspace.site("s/img/d.svg"), "<svg/>")
        XCTAssertTrue(workspace.siteHas("css/site.css"))
        XCTAssertEqual(progress.warnings, [])
    }

    func test_build_reportsEveryStepInOrder() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let (sut, progress) = makeSUT(workspace)

        _ = try await sut.build()

        XCTAssertEqual(progress.steps.map(\.name), [
            "Preparar la salida", "Elegir cómo se dibujan los diagramas", "Leer las lecciones", "Leer las fechas de las lecciones", "Seguir el código del curso", "Cargar el catálogo",
            "Cargar las plantillas", "Planificar las páginas", "Copiar los recursos", "Comprobar el código", "Comprobar los pasos del TDD", "Escribir las lecciones",
            "Escribir el catálogo", "Escribir el mapa del código", "Comprobar enlaces y trazabilidad", "Escribir los informes", "Escribir el sitemap",
            "Imprimir el PDF", "Indexar para la búsqueda", "Publicar",
        ])
    }
}

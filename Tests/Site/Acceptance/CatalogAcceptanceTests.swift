import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class CatalogAcceptanceTests: SiteBuildTestCase {
    func test_build_withProductsFileInContent_writesCatalogProductPagesAndPreviews() async throws {
        let workspace = try makeCourse(products: [
            productJSON(id: "p-001", name: "Camiseta Swift", amount: "29.99", currency: "EUR"),
            productJSON(id: "p-002", name: "Taza", amount: "12", currency: "USD", image: "https://cdn.example.com/taza.png"),
        ])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let catalog = try workspace.site("catalog/index.html")
        XCTAssertHTML(catalog, contains: "<img src=\"/images/products/p-001.svg\" alt=\"Camiseta Swift\" loading=\"lazy\"")
        XCTAssertHTML(catalog, contains: "29,99\u{00A0}€")
        XCTAssertHTML(catalog, contains: "12,00\u{00A0}$")
        XCTAssertHTML(catalog, contains: "href=\"/catalog/products/p-002.html\"")
        XCTAssertHTML(try workspace.site("catalog/products/p-001.html"), contains: "<h1>Camiseta Swift</h1>")
        for page in ["index", "catalog-loading", "catalog-loaded", "catalog-empty", "catalog-error-connectivity", "catalog-error-invalid-data"] {
            XCTAssertTrue(workspace.siteHas("previews/\(page).html"), page)
        }
        XCTAssertHTML(try workspace.site("a.html"), contains: "<a href=\"/catalog/index.html\">Catálogo</a>")
        XCTAssertFalse(workspace.siteHas("catalog/products.json"), "the products file is data, not a page")
    }

    func test_build_withoutProductsFile_hasNoCatalog() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        XCTAssertFalse(workspace.siteHas("catalog/index.html"))
        XCTAssertHTML(try workspace.site("a.html"), doesNotContain: "Catálogo")
    }

    func test_build_everyPreviewPage_showsItsStateFromTheSameTemplate() async throws {
        let workspace = try makeCourse(products: [productJSON()])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let expected = [
            "catalog-loading": "Cargando productos...",
            "catalog-loaded": "Camiseta Swift",
            "catalog-empty": "No hay productos disponibles en este momento.",
            "catalog-error-connectivity": "Sin conexión a internet. Inténtalo de nuevo.",
            "catalog-error-invalid-data": "Error al cargar los productos. Inténtalo de nuevo.",
        ]
        for (page, text) in expected {
            let html = try workspace.site("previews/\(page).html")
            XCTAssertHTML(html, contains: text)
            XCTAssertHTML(html, contains: "<section class=\"catalog-screen\"")
        }
        XCTAssertHTML(try workspace.site("previews/index.html"), contains: "<code>#Preview(\"Catalog - Products\")</code>")
    }

    func test_build_fromTheRemoteAPI_loadsProductsFromTheServer() async throws {
        let server = try makeServer(.respond(status: 200, body: productsBody([productJSON(name: "Desde la API")])))
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let (sut, _) = makeSUT(workspace) { $0.catalog = CatalogOptions(source: .api(server.baseURL), timeout: 5) }

        _ = try await sut.build()

        XCTAssertHTML(try workspace.site("catalog/index.html"), contains: "Desde la API")
        XCTAssertEqual(server.requests, ["GET /products"])
    }

    func test_build_whenTheAPIFails_failsNamingURLAndStatusAndKeepsThePreviousSite() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        _ = try await makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        let server = try makeServer(.respond(status: 500, body: Data()))
        let (sut, _) = makeSUT(workspace) { $0.catalog = CatalogOptions(source: .api(server.baseURL), timeout: 5) }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .catalogFailed, "got \(String(describing: error))")
        let reason = error?.diagnostic.message ?? ""
        XCTAssertTrue(reason.contains("\(server.baseURL.absoluteString)/products"), reason)
        XCTAssertTrue(reason.contains("HTTP 500"), reason)
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_whenTheAPIFailsAndErrorsAreAllowed_publishesTheErrorState() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let server = try makeServer(.respond(status: 500, body: Data()))
        let (sut, _) = makeSUT(workspace) { $0.catalog = CatalogOptions(source: .api(server.baseURL), timeout: 5, allowsError: true) }

        _ = try await sut.build()

        let catalog = try workspace.site("catalog/index.html")
        XCTAssertHTML(catalog, contains: "Error al cargar los productos. Inténtalo de nuevo.")
        XCTAssertHTML(catalog, contains: ">Reintentar</a>")
        XCTAssertFalse(workspace.siteHas("catalog/products"))
    }

    func test_build_withAMissingCatalogFile_failsNamingTheFile() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        let missing = workspace.folder.url.appendingPathComponent("no-existe.json")
        let (sut, _) = makeSUT(workspace) { $0.catalog = CatalogOptions(source: .file(missing)) }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .catalogFailed, "got \(String(describing: error))")
        let reason = error?.diagnostic.message ?? ""
        XCTAssertTrue(reason.contains("no-existe.json"), reason)
    }

    func test_build_hostileProductData_isShownAsTextAndWrittenInsideTheSite() async throws {
        let workspace = try makeCourse(products: [productJSON(id: "../../fuera", name: "<script>alert(1)</script>")])
        let (sut, _) = makeSUT(workspace)

        _ = try await sut.build()

        let catalog = try workspace.site("catalog/index.html")
        XCTAssertHTML(catalog, contains: "&lt;script&gt;alert(1)&lt;/script&gt;")
        XCTAssertHTML(catalog, doesNotContain: "<script>alert(1)")
        XCTAssertTrue(workspace.siteHas("catalog/products/fuera.html"))
        XCTAssertFalse(workspace.folder.exists("fuera.html"))
    }

    func test_build_withAScriptImage_failsAndWithErrorsAllowedPublishesNoScript() async throws {
        let workspace = try makeCourse(products: [productJSON(image: "javascript:alert(1)")])

        let error = await buildError(of: makeSUT(workspace).0)
        _ = try await makeSUT(workspace) { $0.catalog = CatalogOptions(allowsError: true) }.0.build()

        XCTAssertEqual(error?.diagnostic.id, .catalogFailed, "got \(String(describing: error))")
        let reason = error?.diagnostic.message ?? ""
        XCTAssertTrue(reason.contains("image_url"), reason)
        XCTAssertHTML(try workspace.site("catalog/index.html"), doesNotContain: "javascript:")
    }

    func test_build_aLessonWhereTheCatalogGoes_failsNamingThePage() async throws {
        let workspace = try makeCourse(products: [productJSON()])
        try workspace.folder.write("# Índice\n", to: "Content/catalog/index.md")

        let error = await buildError(of: makeSUT(workspace).0)

        XCTAssertEqual(error?.diagnostic.id, .pageClash, "got \(String(describing: error))")
        XCTAssertTrue(error?.diagnostic.message.contains("catalog/index.html") == true, "got \(String(describing: error))")
    }

    func test_build_twoProductsWithOneID_failsNamingBothAndKeepsThePreviousSite() async throws {
        let workspace = try makeCourse(products: [productJSON(id: "p-1")])
        _ = try await makeSUT(workspace).0.build()
        let before = try snapshot(of: workspace.output)
        try workspace.folder.write(productsBody([productJSON(id: "p-1", name: "Uno"), productJSON(id: "p-1", name: "Otro")]), to: "Content/catalog/products.json")

        let error = await buildError(of: makeSUT(workspace).0)

        XCTAssertEqual(error?.diagnostic.id, .catalogFailed, "got \(String(describing: error))")
        XCTAssertTrue(error?.diagnostic.message.contains("los productos 1 y 2 tienen el mismo id 'p-1'") == true, "got \(String(describing: error))")
        XCTAssertEqual(try snapshot(of: workspace.output), before)
    }

    func test_build_idsThatMakeNoFileName_stillGetAPageEach() async throws {
        let workspace = try makeCourse(products: [productJSON(id: "ñandú"), productJSON(id: "منتج"), productJSON(id: "🎁"), productJSON(id: String(repeating: "x", count: 300))])

        _ = try await makeSUT(workspace).0.build()

        let pages = try FileManager.default.contentsOfDirectory(atPath: workspace.output.appendingPathComponent("catalog/products").path)
        XCTAssertEqual(pages.count, 4, "\(pages)")
        XCTAssertTrue(pages.contains("nandu.html"), "\(pages)")
        XCTAssertTrue(pages.contains("mntj.html"), "\(pages)")
    }

    func test_build_manyProducts_arePagedWithLinksBetweenPagesAndBack() async throws {
        let products = (1...7).map { productJSON(id: "p-\($0)", name: "Producto \($0)") }
        let workspace = try makeCourse(products: products)

        _ = try await makeSUT(workspace) { $0.catalog = CatalogOptions(pageSize: 3) }.0.build()

        let first = try workspace.site("catalog/index.html")
        let second = try workspace.site("catalog/page/2.html")
        let third = try workspace.site("catalog/page/3.html")
        XCTAssertFalse(workspace.siteHas("catalog/page/4.html"))
        XCTAssertHTML(first, contains: ">Producto 3<")
        XCTAssertHTML(first, doesNotContain: ">Producto 4<")
        XCTAssertHTML(second, contains: ">Producto 4<")
        XCTAssertHTML(second, contains: "Página 2 de 3")
        XCTAssertHTML(second, contains: "rel=\"prev\" href=\"/catalog/index.html\"")
        XCTAssertHTML(second, contains: "rel=\"next\" href=\"/catalog/page/3.html\"")
        XCTAssertHTML(third, contains: ">Producto 7<")
        XCTAssertHTML(third, doesNotContain: "rel=\"next\"")
        XCTAssertHTML(try workspace.site("catalog/products/p-5.html"), contains: "href=\"/catalog/page/2.html\">← Volver al catálogo")
        XCTAssertHTML(try workspace.site("previews/catalog-loaded.html"), doesNotContain: "Página 1 de")
    }

    func test_build_productsThatFitOnePage_haveNoPager() async throws {
        let workspace = try makeCourse(products: [productJSON(id: "p-1"), productJSON(id: "p-2")])

        _ = try await makeSUT(workspace).0.build()

        XCTAssertHTML(try workspace.site("catalog/index.html"), doesNotContain: "Páginas del catálogo")
        XCTAssertFalse(workspace.siteHas("catalog/page"))
    }

    func test_build_withProducts_marksForSearchTheCoursesPagesButNotThePreviewsReportsNorCodeMap() async throws {
        let workspace = try makeCourse(products: [productJSON(id: "p-1")])
        try workspace.folder.write("# B\n\n```swift\n// Sources/B.swift\nstruct B {}\n```\n", to: "Content/b.md")

        _ = try await makeSUT(workspace).0.build()

        for page in ["a.html", "index.html", "catalog/index.html", "catalog/products/p-1.html"] {
            XCTAssertTrue(try workspace.site(page).contains("data-pagefind-body"), page)
        }
        // Pagefind run over the whole site indexes the pages the build names to it, no more.
        for page in ["previews/index.html", "previews/catalog-loaded.html", "reports/traceability.html", "reports/links.html", "code/index.html"] {
            XCTAssertFalse(try workspace.site(page).contains("data-pagefind-body"), page)
        }
    }

    // MARK: - Helpers

    private func makeCourse(products: [[String: Any]]) throws -> Workspace {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n"])
        try workspace.folder.write(productsBody(products), to: "Content/catalog/products.json")
        return workspace
    }

    private func makeServer(_ reply: LocalHTTPServer.Reply) throws -> LocalHTTPServer {
        let server = try LocalHTTPServer(reply: reply)
        addTeardownBlock { server.stop() }
        return server
    }
}

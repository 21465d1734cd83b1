@testable import BuildSteps
import CatalogCore
import CourseCodeCore
import LessonsCore
import LessonsInterface
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

final class PlanPagesStepTests: XCTestCase {
    func test_run_withoutCatalog_theSiteNavigatesToTheReportsOnly() async throws {
        let sut = makeSUT(baseURL: "/curso/", siteURL: anySiteURL(), hasSearch: true)
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"], title: "Arquitectura iOS"))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.site, SiteModel(
            courseTitle: "Arquitectura iOS",
            baseURL: "/curso/",
            navigation: [LinkModel(title: "Informes", url: "/curso/reports/traceability.html")],
            siteURL: anySiteURL(),
            hasSearch: true
        ))
    }

    func test_run_withCatalog_theSiteNavigatesToTheCatalogAndItsPreviewsFirst() async throws {
        let sut = makeSUT(baseURL: "/curso/")
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]), catalog: makeCatalog())

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.site?.navigation, [
            LinkModel(title: "Catálogo", url: "/curso/catalog/index.html"),
            LinkModel(title: "Previews", url: "/curso/previews/index.html"),
            LinkModel(title: "Informes", url: "/curso/reports/traceability.html"),
        ])
        XCTAssertEqual(context.site?.hasSearch, false)
    }

    func test_run_withCourseCode_navigatesToTheCodeMapAndPlansItsPage() async throws {
        let sut = makeSUT(baseURL: "/curso/")
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]), courseCode: makeCourseCode(blocks: [(3, "// App/A.swift\nstruct A {}\n")]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.site?.navigation, [
            LinkModel(title: "Código", url: "/curso/code/index.html"),
            LinkModel(title: "Informes", url: "/curso/reports/traceability.html"),
        ])
        XCTAssertEqual(context.pages.filter { $0.hasPrefix("code/") }, ["code/index.html"])
    }

    func test_run_lessonWhosePageIsTheCodeMap_isRefused() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(
            course: makeCourse(paths: ["code/index.md"]),
            courseCode: makeCourseCode(blocks: [(3, "// App/A.swift\nstruct A {}\n")])
        )

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .pageClash)
    }

    func test_run_listsEveryLessonsPageThenThePagesTheSiteGenerates() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(course: makeCourse(paths: ["index.md", "login/02.md", "login/01.md", "a.md"]))

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.pages, [
            "a.html", "login/01.html", "login/02.html",
            "index.html", "404.html", "reports/traceability.html", "reports/links.html",
        ])
        XCTAssertEqual(outcome, .done("7 páginas"))
    }

    func test_run_withCatalog_listsTheCatalogsPagesToo() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(
            course: makeCourse(paths: ["a.md"]),
            catalog: makeCatalog(products: [makeProduct(id: "p-001")], previewFiles: ["catalog-empty.html"])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.pages, [
            "a.html", "index.html", "404.html", "reports/traceability.html", "reports/links.html",
            "catalog/index.html", "previews/index.html", "catalog/products/p-001.html", "previews/catalog-empty.html",
        ])
    }

    func test_run_withCatalogAndPrintPage_searchesTheLessonsTheHomePageAndTheCatalogAlone() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(
            course: makeCourse(paths: ["a.md", "login/01.md"]),
            printAnchors: PrintAnchors(lessons: [lessonPath("a.md"), lessonPath("login/01.md")]),
            courseCode: makeCourseCode(blocks: [(3, "// App/A.swift\nstruct A {}\n")]),
            catalog: makeCatalog(products: [makeProduct(id: "p-001")], previewFiles: ["catalog-empty.html"])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.searchablePages, ["a.html", "login/01.html", "index.html", "catalog/index.html", "catalog/products/p-001.html"])
    }

    func test_run_lessonNamedLikeAGeneratedPage_throwsPageClashNamingTheLessonInTheContentFolder() async {
        let sut = makeSUT()
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md", "reports/traceability.md"]))

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("page-clash"))
        XCTAssertEqual(diagnostic(of: error)?.file, "Content/reports/traceability.md")
        XCTAssertTrue(diagnostic(of: error)?.message.contains("reports/traceability.html") == true, "\(String(describing: error))")
        XCTAssertEqual(context.pages, [], "pages were planned despite the clash")
    }

    func test_run_lessonNamedLikeACatalogPage_clashesOnlyWhenThereIsACatalog() async throws {
        let sut = makeSUT()
        var withoutCatalog = SiteBuildContext()
        withoutCatalog.course = makeCourse(paths: ["catalog/index.md"])
        var withCatalog = withoutCatalog
        withCatalog.catalog = makeCatalog()

        _ = try await sut.run(&withoutCatalog, diagnostics: DiagnosticEngine())
        let error = await errorThrown { try await sut.run(&withCatalog, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("page-clash"))
        XCTAssertEqual(diagnostic(of: error)?.file, "Content/catalog/index.md")
    }

    func test_run_homeLesson_isTheHomePageNotAClash() async throws {
        let sut = makeSUT()
        var context = SiteBuildContext.with(course: makeCourse(paths: ["index.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.pages.filter { $0 == "index.html" }, ["index.html"])
    }

    func test_run_staticFileAtAGeneratedPagesPath_throwsNamingItInItsFolder() async {
        let sut = makeSUT(publicFiles: ["css/site.css", "404.html"])
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, DiagnosticID("page-clash"))
        XCTAssertEqual(diagnostic(of: error)?.file, "Public/404.html")
    }

    func test_run_contentFileAtALessonsPagePath_throwsNamingItInTheContentFolder() async {
        let sut = makeSUT()
        var context = SiteBuildContext.with(
            listing: ContentListing(lessons: [lessonPath("login/a.md")], assets: ["login/img.png", "login/a.html"]),
            course: makeCourse(paths: ["login/a.md"])
        )

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.file, "Content/login/a.html")
    }

    func test_run_ownSitemapInTheStaticFolder_isNoClash() async throws {
        let sut = makeSUT(siteURL: anySiteURL(), publicFiles: ["sitemap.xml"])
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.publicFiles, ["sitemap.xml"])
    }

    func test_run_keepsTheStaticFolderFiles() async throws {
        let sut = makeSUT(publicFiles: ["css/site.css", "images/logo.svg"])
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.publicFiles, ["css/site.css", "images/logo.svg"])
    }

    func test_run_withSiteURL_generatesTheReportsJSONTheSitemapAndRobots() async throws {
        let sut = makeSUT(siteURL: anySiteURL())
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json", "sitemap.xml", "robots.txt"])
    }

    func test_run_withoutSiteURL_generatesOnlyTheReportsJSON() async throws {
        let sut = makeSUT(siteURL: nil)
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json"])
    }

    func test_run_staticFolderShippingItsOwnRobots_generatesOnlyTheSitemap() async throws {
        let sut = makeSUT(siteURL: anySiteURL(), publicFiles: ["css/site.css", "robots.txt"])
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json", "sitemap.xml"])
    }

    func test_run_contentFolderShippingItsOwnRobotsAndSitemap_generatesNeither() async throws {
        let sut = makeSUT(siteURL: anySiteURL())
        var context = SiteBuildContext.with(
            listing: ContentListing(lessons: [lessonPath("a.md")], assets: ["robots.txt", "sitemap.xml"]),
            course: makeCourse(paths: ["a.md"])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json"])
    }

    func test_run_staticFolderShippingBoth_generatesNeither() async throws {
        let sut = makeSUT(siteURL: anySiteURL(), publicFiles: ["robots.txt", "sitemap.xml"])
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json"])
    }

    func test_run_withPrintPage_linksPagesToItAndPlansItOutsideTheSitemapsPages() async throws {
        let sut = makeSUT(baseURL: "/curso/")
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]), printAnchors: PrintAnchors(lessons: [lessonPath("a.md")]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.site?.printURL, "/curso/imprimir.html")
        XCTAssertNil(context.site?.pdfURL)
        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json", "imprimir.html"])
        XCTAssertFalse(context.pages.contains("imprimir.html"), "the print page repeats every lesson: not a page for the sitemap")
    }

    func test_run_withPrintPageAndPDF_linksPagesToThePDFAndPlansIt() async throws {
        let sut = makeSUT(baseURL: "/curso/", hasPDF: true)
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]), printAnchors: PrintAnchors(lessons: [lessonPath("a.md")]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.site?.pdfURL, "/curso/curso.pdf")
        XCTAssertEqual(context.generatedFiles.suffix(2), ["imprimir.html", "curso.pdf"])
    }

    func test_run_withoutPrintPage_linksToNeitherThePageNorAPDF() async throws {
        let sut = makeSUT(hasPDF: true)
        var context = SiteBuildContext.with(course: makeCourse(paths: ["a.md"]))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertNil(context.site?.printURL)
        XCTAssertNil(context.site?.pdfURL)
        XCTAssertEqual(context.generatedFiles, ["reports/traceability.json", "reports/links.json", "reports/code.json"])
    }

    func test_run_lessonWhosePageIsThePrintPage_isRefusedOnlyWhenThereIsOne() async throws {
        let sut = makeSUT()
        var withoutPrintPage = SiteBuildContext()
        withoutPrintPage.course = makeCourse(paths: ["imprimir.md"])
        var withPrintPage = withoutPrintPage
        withPrintPage.printAnchors = PrintAnchors(lessons: [lessonPath("imprimir.md")])

        _ = try await sut.run(&withoutPrintPage, diagnostics: DiagnosticEngine())
        let error = await errorThrown { try await sut.run(&withPrintPage, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .pageClash)
        XCTAssertEqual(diagnostic(of: error)?.file, "Content/imprimir.md")
    }

    // MARK: - Helpers

    private func makeSUT(baseURL: String = "/", siteURL: SiteURL? = nil, hasSearch: Bool = false, hasPDF: Bool = false, publicFiles: [String] = []) -> PlanPagesStep {
        PlanPagesStep(baseURL: baseURL, siteURL: siteURL, hasSearch: hasSearch, hasPDF: hasPDF, publicFiles: StaticFilesStub(files: publicFiles), contentShown: "Content")
    }


    private func makeCatalog(products: [Product] = [], previewFiles: [String] = []) -> LoadedCatalog {
        LoadedCatalog(
            state: products.isEmpty ? .empty : .loaded(products),
            previews: previewFiles.map { (CatalogPreview(label: $0, fileName: $0, repository: nil), .loading) },
            contentAssetToSkip: nil
        )
    }

    private func anySiteURL() -> SiteURL {
        SiteURL("https://usuario.github.io/curso/")!
    }
}

public import Foundation
import CatalogInterface
import LessonsInterface
public import SiteCore

/// Writes the catalog's page, a page per product, each preview of the screen and their gallery.
public struct WriteCatalogPagesStep: BuildStep {
    /// How prices are written.
    private let locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    public var name: String { "Escribir el catálogo" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let catalog = context.catalog else { return .skipped("no hay catálogo") }
        let output = try context.required(context.output, "la carpeta de salida", by: name)
        let renderer = try context.required(context.renderer, "las plantillas", by: name)
        let course = try context.required(context.course, "el índice del curso", by: name)
        let site = try context.required(context.site, "el sitio", by: name)
        // Catalog pages belong to no section of the course.
        let presenter = CatalogPresenter(site: site, sidebar: SidebarPresenter(course: course, site: site).sidebar(current: nil), locale: locale)
        let pages = catalog.productPages

        try output.createFolders(for: catalog.pagePaths)
        try output.write(try renderer.render(presenter.catalogPage(for: catalog.state, pages: pages), template: "catalog"), to: CatalogPresenter.pagePath)
        for product in catalog.products {
            guard let path = pages.path(for: product) else { continue }
            try output.write(try renderer.render(presenter.productPage(for: product, pages: pages), template: "product"), to: path)
        }
        // Previews show the stub's products; their rows link to the real catalog, not to product pages.
        let noPages = ProductPagePaths(products: [])
        let previews = catalog.previews.map { preview, state in
            presenter.preview(label: preview.label, fileName: preview.fileName, state: state, pages: noPages)
        }
        for preview in previews {
            try output.write(try renderer.render(presenter.previewPage(for: preview), template: "preview"), to: preview.pagePath)
        }
        try output.write(try renderer.render(presenter.galleryPage(for: previews), template: "previews"), to: CatalogPresenter.galleryPath)
        return .done(Plural.count(catalog.pagePaths.count, "página", "páginas"))
    }
}

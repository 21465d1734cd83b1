public import Foundation
import CatalogInterface
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
        let writing = try PageWriting(context, step: name)
        let output = writing.output
        let renderer = writing.renderer
        let presenter = CatalogPresenter(site: writing.site, sidebar: writing.sidebarOutsideSections, locale: locale)
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

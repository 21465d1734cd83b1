public import Foundation
import CatalogInterface
public import Localization
public import SiteCore

/// Writes the catalog's pages, a page per product, each preview of the screen and their gallery.
public struct WriteCatalogPagesStep: BuildStep {
    /// How prices are written.
    private let locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    public var name: LocalizedText { "Escribir el catálogo" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let catalog = context.catalog else { return .skipped("no hay catálogo") }
        let writing = try PageWriting(context, step: name)
        let output = writing.output
        let renderer = writing.renderer
        let presenter = CatalogPresenter(site: writing.site, sidebar: writing.sidebarOutsideSections, locale: locale)
        let pages = catalog.productPages

        try output.createFolders(for: catalog.pagePaths)
        let paging = catalog.paging
        for page in presenter.catalogPages(for: catalog.state, pages: pages, paging: paging) {
            try output.write(try renderer.render(page.model, template: "catalog"), to: page.path)
        }
        for (index, product) in catalog.products.enumerated() {
            guard let path = pages.path(for: product) else { continue }
            let listedOn = paging.path(ofPage: paging.page(ofProductAt: index))
            try output.write(try renderer.render(presenter.productPage(for: product, pages: pages, catalogPage: listedOn), template: "product"), to: path)
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

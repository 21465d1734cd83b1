import CatalogCore
import CatalogInterface
import SiteInterface

/// The catalog as loaded for this build, and the pages it becomes.
struct LoadedCatalog: Sendable {
    let state: CatalogViewModel.State
    let previews: [(CatalogPreviews.Definition, CatalogViewModel.State)]
    /// The products file inside the content folder is data for this step, not a file to publish.
    let contentAssetToSkip: String?

    private var products: [Product] {
        if case let .loaded(products) = state { return products }
        return []
    }

    private var productPages: ProductPagePaths { ProductPagePaths(products: products) }

    var pagePaths: [String] {
        let pages = productPages
        return [CatalogPresenter.pagePath, CatalogPresenter.galleryPath]
            + products.compactMap(pages.path(for:))
            + previews.map { "\(CatalogPresenter.previewsFolder)/\($0.0.fileName)" }
    }

    func navigation(baseURL: String) -> [LinkModel] {
        [
            LinkModel(title: "Catálogo", url: baseURL + CatalogPresenter.pagePath),
            LinkModel(title: "Previews", url: baseURL + CatalogPresenter.galleryPath),
        ]
    }

    func writePages(
        presenter: CatalogPresenter,
        into staging: StagingFolder,
        render: (any Encodable & Sendable, String) throws(SiteBuildError) -> String
    ) throws(SiteBuildError) {
        let pages = productPages
        try staging.createFolders(for: pagePaths)
        try staging.write(try render(presenter.catalogPage(for: state, pages: pages), "catalog"), to: CatalogPresenter.pagePath)
        for product in products {
            guard let path = pages.path(for: product) else { continue }
            try staging.write(try render(presenter.productPage(for: product, pages: pages), "product"), to: path)
        }
        // Previews show the stub's products; their rows link to the real catalog, not to product pages.
        let noPages = ProductPagePaths(products: [])
        let models = previews.map { definition, state in
            presenter.preview(label: definition.label, fileName: definition.fileName, state: state, pages: noPages)
        }
        for model in models {
            try staging.write(try render(presenter.previewPage(for: model), "preview"), to: model.pagePath)
        }
        try staging.write(try render(presenter.galleryPage(for: models), "previews"), to: CatalogPresenter.galleryPath)
    }
}

import CatalogCore
public import CatalogInterface

/// The catalog as loaded for this build, and the pages it becomes.
public struct LoadedCatalog: Sendable {
    public let state: CatalogViewModel.State
    public let previews: [(CatalogPreview, CatalogViewModel.State)]
    /// The products file inside the content folder is data for this build, not a file to publish.
    public let contentAssetToSkip: String?

    var products: [Product] {
        if case let .loaded(products) = state { return products }
        return []
    }

    var productPages: ProductPagePaths { ProductPagePaths(products: products) }

    /// Every page the catalog writes, from the site's root.
    var pagePaths: [String] {
        let pages = productPages
        return [CatalogPresenter.pagePath, CatalogPresenter.galleryPath]
            + products.compactMap(pages.path(for:))
            + previews.map { "\(CatalogPresenter.previewsFolder)/\($0.0.fileName)" }
    }
}

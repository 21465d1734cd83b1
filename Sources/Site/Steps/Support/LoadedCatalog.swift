import CatalogCore
public import CatalogInterface

/// The catalog as loaded for this build, and the pages it becomes.
public struct LoadedCatalog: Sendable {
    public let state: CatalogViewModel.State
    public let previews: [(CatalogPreview, CatalogViewModel.State)]
    /// The products file inside the content folder is data for this build, not a file to publish.
    public let contentAssetToSkip: String?
    /// Products per page of the catalog (`--catalog-page-size`).
    public let pageSize: Int

    public init(
        state: CatalogViewModel.State, previews: [(CatalogPreview, CatalogViewModel.State)], contentAssetToSkip: String?,
        pageSize: Int = CatalogPaging.defaultPageSize
    ) {
        self.state = state
        self.previews = previews
        self.contentAssetToSkip = contentAssetToSkip
        self.pageSize = pageSize
    }

    var products: [Product] {
        if case let .loaded(products) = state { return products }
        return []
    }

    var productPages: ProductPagePaths { ProductPagePaths(products: products) }

    var paging: CatalogPaging { CatalogPaging(productCount: products.count, pageSize: pageSize) }

    /// Every page the catalog writes, from the site's root.
    var pagePaths: [String] {
        let pages = productPages
        return paging.paths + [CatalogPresenter.galleryPath]
            + products.compactMap(pages.path(for:))
            + previews.map { "\(CatalogPresenter.previewsFolder)/\($0.0.fileName)" }
    }
}

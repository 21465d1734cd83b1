public import CatalogCore
public import Foundation
public import SiteInterface

/// Turns the catalog's state into the models of its pages: the screen (shared by the real page
/// and the previews), each product's page, and the preview gallery.
public struct CatalogPresenter: Sendable {
    public static let pagePath = "catalog/index.html"
    public static let previewsFolder = "previews"
    public static let galleryPath = "\(previewsFolder)/index.html"

    private let site: SiteModel
    private let sidebar: SidebarModel
    private let prices: PriceFormatter

    public init(site: SiteModel, sidebar: SidebarModel, locale: Locale) {
        self.site = site
        self.sidebar = sidebar
        self.prices = PriceFormatter(locale: locale)
    }

    public func screen(for state: CatalogViewModel.State, pages: ProductPagePaths) -> CatalogScreenModel {
        var products: [Product] = []
        var errorMessage = ""
        if case let .loaded(loaded) = state { products = loaded }
        if case let .error(message) = state { errorMessage = message }
        return CatalogScreenModel(
            title: site.words.catalog,
            isLoading: state == .loading,
            isLoaded: !products.isEmpty,
            isEmpty: state == .empty,
            isError: !errorMessage.isEmpty,
            loadingMessage: site.words.loadingProducts,
            emptyTitle: site.words.noProducts,
            emptyMessage: site.words.noProductsMessage,
            errorMessage: errorMessage,
            retryLabel: site.words.retry,
            products: products.map { row(for: $0, pages: pages) }
        )
    }

    /// The catalog's pages, first to last: a page per `paging.pageSize` loaded products, or one
    /// page for the other states.
    public func catalogPages(for state: CatalogViewModel.State, pages: ProductPagePaths, paging: CatalogPaging) -> [(path: String, model: CatalogPageModel)] {
        guard case let .loaded(products) = state, paging.pageCount > 1 else {
            let model = CatalogPageModel(
                site: site.onPage(Self.pagePath), sidebar: sidebar, pageTitle: "\(site.words.catalog) · \(site.courseTitle)", screen: screen(for: state, pages: pages),
                pageLabel: nil, previous: nil, next: nil, hasPager: false
            )
            return [(Self.pagePath, model)]
        }
        return (1...paging.pageCount).map { number in
            let words = site.words
            let label = "\(words.page) \(number) \(words.pageOf) \(paging.pageCount)"
            let previous = number > 1 ? LinkModel(title: "\(words.page) \(number - 1)", url: site.url(for: paging.path(ofPage: number - 1))) : nil
            let next = number < paging.pageCount ? LinkModel(title: "\(words.page) \(number + 1)", url: site.url(for: paging.path(ofPage: number + 1))) : nil
            let shown = Array(products[paging.products(onPage: number, of: products.count)])
            let model = CatalogPageModel(
                site: site.onPage(paging.path(ofPage: number)),
                sidebar: sidebar,
                pageTitle: number == 1 ? "\(words.catalog) · \(site.courseTitle)" : "\(words.catalog), \(label.lowercased()) · \(site.courseTitle)",
                screen: screen(for: .loaded(shown), pages: pages),
                pageLabel: label, previous: previous, next: next, hasPager: true
            )
            return (paging.path(ofPage: number), model)
        }
    }

    /// - Parameter catalogPage: the catalog page that lists the product, for the way back.
    public func productPage(for product: Product, pages: ProductPagePaths, catalogPage: String = Self.pagePath) -> ProductPageModel {
        ProductPageModel(
            site: pages.path(for: product).map(site.onPage) ?? site,
            sidebar: sidebar,
            pageTitle: "\(product.name) · \(site.words.catalog) · \(site.courseTitle)",
            product: row(for: product, pages: pages),
            catalogURL: site.url(for: catalogPage)
        )
    }

    public func previewPage(for preview: PreviewModel) -> PreviewPageModel {
        PreviewPageModel(
            site: site.onPage(preview.pagePath),
            sidebar: sidebar,
            pageTitle: "#Preview(\"\(preview.label)\") · \(site.courseTitle)",
            preview: preview,
            galleryURL: site.url(for: Self.galleryPath)
        )
    }

    public func galleryPage(for previews: [PreviewModel]) -> PreviewGalleryPageModel {
        PreviewGalleryPageModel(site: site.onPage(Self.galleryPath), sidebar: sidebar, pageTitle: "\(site.words.catalogPreviews) · \(site.courseTitle)", previews: previews)
    }

    private func row(for product: Product, pages: ProductPagePaths) -> ProductRowModel {
        ProductRowModel(
            id: product.id,
            name: product.name,
            price: prices.string(for: product.price),
            // A relative image's address is a URL already, percent-encoded as the catalog wrote it.
            imageURL: product.imageURL.scheme == nil ? site.baseURL + product.imageURL.relativeString : product.imageURL.absoluteString,
            detailURL: pages.path(for: product).map(site.url(for:)) ?? site.url(for: Self.pagePath)
        )
    }
}

extension CatalogPresenter {
    /// A preview of the screen in `state`, as `#Preview(label)` shows it, at `previews/<fileName>`.
    public func preview(label: String, fileName: String, state: CatalogViewModel.State, pages: ProductPagePaths) -> PreviewModel {
        let path = "\(Self.previewsFolder)/\(fileName)"
        return PreviewModel(label: label, url: site.url(for: path), pagePath: path, screen: screen(for: state, pages: pages))
    }
}

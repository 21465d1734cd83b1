public import SiteInterface

/// `catalog.mustache`: one page of the catalog as the build loaded it.
public struct CatalogPageModel: Sendable, Equatable, Encodable {
    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let screen: CatalogScreenModel
    /// "Página 2 de 5", when the catalog has more than one page.
    public let pageLabel: String?
    public let previous: LinkModel?
    public let next: LinkModel?
    public let hasPager: Bool
}

/// `product.mustache`: one product's page.
public struct ProductPageModel: Sendable, Equatable, Encodable {
    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let product: ProductRowModel
    public let catalogURL: String
}

/// One state of the screen, labelled as a `#Preview` is in Xcode.
public struct PreviewModel: Sendable, Equatable, Encodable {
    public let label: String
    public let url: String
    /// Where the preview's page is written, from the site root.
    public let pagePath: String
    public let screen: CatalogScreenModel
}

/// `preview.mustache`: a single preview; `previews.mustache`: all of them side by side.
public struct PreviewPageModel: Sendable, Equatable, Encodable {
    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let preview: PreviewModel
    public let galleryURL: String
}

public struct PreviewGalleryPageModel: Sendable, Equatable, Encodable {
    public let site: SiteModel
    public let sidebar: SidebarModel
    public let pageTitle: String
    public let previews: [PreviewModel]
}

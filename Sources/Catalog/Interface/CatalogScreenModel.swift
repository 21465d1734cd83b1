/// The catalog screen in one of its four states, for `catalog-screen.mustache`.
/// The real page and every preview are rendered from this same model and template.
public struct CatalogScreenModel: Sendable, Equatable, Encodable {
    public let title: String
    public let isLoading: Bool
    public let isLoaded: Bool
    public let isEmpty: Bool
    public let isError: Bool
    public let loadingMessage: String
    public let emptyTitle: String
    public let emptyMessage: String
    public let errorMessage: String
    public let retryLabel: String
    public let products: [ProductRowModel]
}

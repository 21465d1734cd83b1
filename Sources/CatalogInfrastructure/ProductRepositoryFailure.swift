public import CatalogCore

/// A repository's failure: what it means for the catalog, and where and why it happened.
public struct ProductRepositoryFailure: CatalogErrorConvertible, Equatable {
    public let catalogError: CatalogError
    /// The file or URL the products came from.
    public let source: String
    public let reason: String

    public init(_ catalogError: CatalogError, source: String, reason: String) {
        self.catalogError = catalogError
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}

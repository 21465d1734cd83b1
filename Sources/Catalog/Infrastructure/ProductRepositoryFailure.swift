public import CatalogCore
public import Localization

/// A repository's failure: what it means for the catalog, and where and why it happened.
public struct ProductRepositoryFailure: CatalogErrorConvertible, LocalizedTextConvertible, Equatable {
    public let catalogError: CatalogError
    /// The file or URL the products came from.
    public let source: String
    public let reason: LocalizedText

    public init(_ catalogError: CatalogError, source: String, reason: LocalizedText) {
        self.catalogError = catalogError
        self.source = source
        self.reason = reason
    }

    public var localizedText: LocalizedText { "\(source): \(reason)" }

    public var description: String { localizedText.description }
}

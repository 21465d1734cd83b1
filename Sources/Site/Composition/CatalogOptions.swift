import CatalogInterface
public import Foundation

/// Where the catalog's products come from, and what to do when they cannot be loaded.
public struct CatalogOptions: Sendable {
    public enum Source: Sendable, Equatable {
        /// `catalog/products.json` in the content folder, when it exists; no catalog otherwise.
        case contentFile
        case file(URL)
        /// The API's base URL: products are fetched from `{url}/products`.
        case api(URL)
        case none
    }

    /// The products file a course may keep in its content folder.
    static let contentFile = "catalog/products.json"

    public var source: Source
    /// Seconds the whole load from the API may take before it fails.
    public var timeout: TimeInterval
    /// The most bytes of products accepted, from the API (unpacked) or a file.
    public var maxBytes: Int
    /// Publish the catalog's error state instead of failing the build.
    public var allowsError: Bool
    /// Products per page of the catalog.
    public var pageSize: Int
    public static let defaultPageSize = CatalogPaging.defaultPageSize
    /// How prices are written.
    public var locale: Locale

    public init(
        source: Source = .contentFile,
        timeout: TimeInterval = 10,
        maxBytes: Int = 20 * 1024 * 1024,
        allowsError: Bool = false,
        pageSize: Int = Self.defaultPageSize,
        locale: Locale = Locale(identifier: "es_ES")
    ) {
        self.source = source
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.allowsError = allowsError
        self.pageSize = pageSize
        self.locale = locale
    }
}

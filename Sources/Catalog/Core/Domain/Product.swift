public import Foundation

/// A product of the catalog, as the course's Catalog feature defines it.
public struct Product: Equatable, Sendable {
    /// Never empty; unique within a catalog.
    public let id: String
    /// Never empty.
    public let name: String
    public let price: Price
    /// Absolute `http(s)` URL, or a path relative to the site root for images shipped in `Public/`.
    public let imageURL: URL

    /// - Parameters:
    ///   - id: trimmed of whitespace and newlines before it is checked.
    ///   - name: trimmed of whitespace and newlines before it is checked.
    public init(id: String, name: String, price: Price, imageURL: URL) throws(ProductError) {
        let id = id.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else { throw .emptyID }
        guard !name.isEmpty else { throw .emptyName }
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}

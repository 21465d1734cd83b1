public import Foundation

/// A product of the catalog, as the course's Catalog feature defines it.
public struct Product: Equatable, Sendable {
    public let id: String
    public let name: String
    public let price: Price
    /// Absolute `http(s)` URL, or a path relative to the site root for images shipped in `Public/`.
    public let imageURL: URL

    public init(id: String, name: String, price: Price, imageURL: URL) {
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}

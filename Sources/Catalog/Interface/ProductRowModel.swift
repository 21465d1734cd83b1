/// One product as a row of the catalog screen and as its own page.
public struct ProductRowModel: Sendable, Equatable, Encodable {
    public let id: String
    public let name: String
    public let price: String
    public let imageURL: String
    public let detailURL: String

    public init(id: String, name: String, price: String, imageURL: String, detailURL: String) {
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
        self.detailURL = detailURL
    }
}

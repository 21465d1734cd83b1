public import CatalogCore
import Foundation

/// Fixed answers for the catalog's previews, like the stub the course's `#Preview` uses:
/// some products, none, or a chosen error.
public struct StubProductRepository: ProductRepository {
    private let result: Result<[Product], CatalogError>

    public init(result: Result<[Product], CatalogError>) {
        self.result = result
    }

    /// The sample products the previews show.
    public init() {
        self.init(result: .success(Self.sampleProducts))
    }

    public func loadProducts() async throws -> [Product] {
        try result.get()
    }

    /// `try!` because every value is a fixed literal that keeps `Product`'s and `Price`'s rules
    /// (ids and names that are not empty, ids with letters and digits, amounts that are not negative, ISO codes):
    /// a sample that broke one would be a bug in this file, and the first build of the previews (the
    /// acceptance tests build them) would crash on it.
    public static let sampleProducts: [Product] = [
        try! Product(id: "preview-1", name: "Camiseta Swift", price: Price(amount: Decimal(string: "29.99")!, currency: "EUR"), imageURL: URL(string: "images/products/p-001.svg")!),
        try! Product(id: "preview-2", name: "Taza Clean Architecture", price: Price(amount: 12, currency: "EUR"), imageURL: URL(string: "images/products/p-002.svg")!),
        try! Product(id: "preview-3", name: "Pegatinas TDD", price: Price(amount: Decimal(string: "4.5")!, currency: "EUR"), imageURL: URL(string: "images/products/p-003.svg")!),
    ]
}

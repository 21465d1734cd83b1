import CatalogCore

/// Answers with the products or the error the test chose.
struct ProductRepositoryStub: ProductRepository {
    let result: Result<[Product], any Error>

    func loadProducts() async throws -> [Product] {
        try result.get()
    }
}

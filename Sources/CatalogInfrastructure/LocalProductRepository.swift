public import CatalogCore
public import Foundation

/// Products from a JSON file on disk, in the same wire format as the API
/// (by default `Content/catalog/products.json`).
public struct LocalProductRepository: ProductRepository {
    private let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func loadProducts() async throws -> [Product] {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw ProductRepositoryFailure(.invalidData, source: fileURL.relativePath, reason: "no se puede leer el archivo (\(error.localizedDescription))")
        }
        return try ProductsMapper.products(from: data, source: fileURL.relativePath)
    }
}

public import CatalogCore
public import Foundation

/// Products from a JSON file on disk, in the same wire format as the API
/// (by default `Content/catalog/products.json`).
public struct LocalProductRepository: ProductRepository {
    private let fileURL: URL
    private let maxBytes: Int

    /// - Parameter maxBytes: a larger file is refused before it is read.
    public init(fileURL: URL, maxBytes: Int = 20 * 1024 * 1024) {
        self.fileURL = fileURL
        self.maxBytes = maxBytes
    }

    public func loadProducts() async throws -> [Product] {
        if let size = try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int, size > maxBytes {
            throw ProductRepositoryFailure(.invalidData, source: fileURL.relativePath, reason: "el archivo ocupa más de \(RemoteProductRepository.megabytes(maxBytes)) (el límite: --catalog-max-bytes)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw ProductRepositoryFailure(.invalidData, source: fileURL.relativePath, reason: "no se puede leer el archivo (\(error.localizedDescription))")
        }
        return try ProductsMapper.products(from: data, source: fileURL.relativePath)
    }
}

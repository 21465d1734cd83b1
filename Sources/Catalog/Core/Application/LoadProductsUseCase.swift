/// Loads the catalog's products through its gateway, and speaks of failure only in `CatalogError`.
public struct LoadProductsUseCase: Sendable {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// - Throws: a `CatalogError`; or `CancellationError` when the task was cancelled, which is no catalog failure.
    public func execute() async throws -> [Product] {
        let products: [Product]
        do {
            products = try await repository.loadProducts()
        } catch let error as CatalogError {
            throw error
        } catch let error as any CatalogErrorConvertible {
            throw error.catalogError
        } catch let error as CancellationError {
            throw error
        } catch {
            // A gateway that fails in its own terms could not deliver usable products.
            throw CatalogError.invalidData
        }
        // Whatever the gateway, two products with one id would show as one.
        guard UniqueProductIDs.firstRepeat(in: products) == nil else { throw CatalogError.invalidData }
        return products
    }
}

import CatalogCore
import Localization
import Synchronization

/// Passes products through and remembers the last failure in full, because the use case
/// reduces failures to a `CatalogError` (all the screen needs) while the person running the
/// build needs to know which file or URL failed, and why.
final class FailureRecordingProductRepository: ProductRepository {
    private let decoratee: any ProductRepository
    private let failure = Mutex<LocalizedText?>(nil)

    init(_ decoratee: any ProductRepository) {
        self.decoratee = decoratee
    }

    var lastFailure: LocalizedText? { failure.withLock { $0 } }

    func loadProducts() async throws -> [Product] {
        do {
            return try await decoratee.loadProducts()
        } catch {
            failure.withLock { $0 = LocalizedText(describing: error) }
            throw error
        }
    }
}

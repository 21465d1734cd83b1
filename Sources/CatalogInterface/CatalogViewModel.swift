public import CatalogCore

/// The catalog screen's state and what it does, as in the course's Catalog Interface.
///
/// The course's view model is also `@Observable` for SwiftUI; a web page is rendered once
/// the state is final, so nothing here needs observing.
@MainActor
public final class CatalogViewModel {
    /// The four states of the screen; one at a time, never a mix.
    public enum State: Equatable, Sendable {
        case loading
        case loaded([Product])
        case empty
        case error(String)
    }

    public private(set) var state: State = .loading

    private let loadProducts: LoadProductsUseCase
    private let onProductSelected: @MainActor (Product) -> Void

    public init(loadProducts: LoadProductsUseCase, onProductSelected: @MainActor @escaping (Product) -> Void = { _ in }) {
        self.loadProducts = loadProducts
        self.onProductSelected = onProductSelected
    }

    public func load() async {
        state = .loading
        do {
            let products = try await loadProducts.execute()
            state = products.isEmpty ? .empty : .loaded(products)
        } catch let error as CatalogError {
            state = .error(Self.message(for: error))
        } catch {
            state = .error(Self.unexpectedErrorMessage)
        }
    }

    public func selectProduct(_ product: Product) {
        onProductSelected(product)
    }

    public static let connectivityMessage = "Sin conexión a internet. Inténtalo de nuevo."
    public static let invalidDataMessage = "Error al cargar los productos. Inténtalo de nuevo."
    public static let unexpectedErrorMessage = "Error inesperado. Inténtalo de nuevo."

    private static func message(for error: CatalogError) -> String {
        switch error {
        case .connectivity: connectivityMessage
        case .invalidData: invalidDataMessage
        }
    }
}

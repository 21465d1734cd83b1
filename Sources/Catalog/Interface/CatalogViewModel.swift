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

    /// What the error state says, in the site's language (the course's are Spanish).
    public struct Messages: Sendable, Equatable {
        public let connectivity: String
        public let invalidData: String
        public let unexpected: String

        public static let spanish = Messages(connectivity: connectivityMessage, invalidData: invalidDataMessage, unexpected: unexpectedErrorMessage)

        public init(connectivity: String, invalidData: String, unexpected: String) {
            self.connectivity = connectivity
            self.invalidData = invalidData
            self.unexpected = unexpected
        }
    }

    private let loadProducts: LoadProductsUseCase
    private let onProductSelected: @MainActor (Product) -> Void
    private let messages: Messages

    public init(loadProducts: LoadProductsUseCase, messages: Messages = .spanish, onProductSelected: @MainActor @escaping (Product) -> Void = { _ in }) {
        self.loadProducts = loadProducts
        self.messages = messages
        self.onProductSelected = onProductSelected
    }

    public func load() async {
        state = .loading
        do {
            let products = try await loadProducts.execute()
            state = products.isEmpty ? .empty : .loaded(products)
        } catch let error as CatalogError {
            state = .error(message(for: error))
        } catch {
            state = .error(messages.unexpected)
        }
    }

    public func selectProduct(_ product: Product) {
        onProductSelected(product)
    }

    nonisolated public static let connectivityMessage = "Sin conexión a internet. Inténtalo de nuevo."
    nonisolated public static let invalidDataMessage = "Error al cargar los productos. Inténtalo de nuevo."
    nonisolated public static let unexpectedErrorMessage = "Error inesperado. Inténtalo de nuevo."

    private func message(for error: CatalogError) -> String {
        switch error {
        case .connectivity: messages.connectivity
        case .invalidData: messages.invalidData
        }
    }
}

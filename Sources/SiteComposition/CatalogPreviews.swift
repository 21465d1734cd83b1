import CatalogCore
import CatalogInfrastructure
import CatalogInterface

/// The catalog screen's previews, like the course's `#Preview`s: each one drives the real
/// `CatalogViewModel` with a `StubProductRepository`, so a preview cannot drift from the real page.
enum CatalogPreviews {
    struct Definition {
        let label: String
        let fileName: String
        /// nil for the loading state: the view model before `load()` completes.
        let stub: StubProductRepository?
    }

    static let all: [Definition] = [
        Definition(label: "Catalog - Loading", fileName: "catalog-loading.html", stub: nil),
        Definition(label: "Catalog - Products", fileName: "catalog-loaded.html", stub: StubProductRepository()),
        Definition(label: "Catalog - Empty", fileName: "catalog-empty.html", stub: StubProductRepository(result: .success([]))),
        Definition(label: "Catalog - Connectivity Error", fileName: "catalog-error-connectivity.html", stub: StubProductRepository(result: .failure(.connectivity))),
        Definition(label: "Catalog - Invalid Data", fileName: "catalog-error-invalid-data.html", stub: StubProductRepository(result: .failure(.invalidData))),
    ]

    @MainActor
    static func state(of definition: Definition) async -> CatalogViewModel.State {
        guard let stub = definition.stub else {
            return CatalogViewModel(loadProducts: LoadProductsUseCase(repository: StubProductRepository())).state
        }
        let viewModel = CatalogViewModel(loadProducts: LoadProductsUseCase(repository: stub))
        await viewModel.load()
        return viewModel.state
    }
}

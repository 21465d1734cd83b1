import BuildSteps
import CatalogCore
import CatalogInfrastructure

/// The catalog screen's previews, like the course's `#Preview`s: each drives the real
/// `CatalogViewModel` with a `StubProductRepository`, so a preview cannot drift from the real page.
enum CatalogPreviews {
    static let all: [CatalogPreview] = [
        // No repository: the view model as it is before `load()` completes.
        CatalogPreview(label: "Catalog - Loading", fileName: "catalog-loading.html", repository: nil),
        CatalogPreview(label: "Catalog - Products", fileName: "catalog-loaded.html", repository: StubProductRepository()),
        CatalogPreview(label: "Catalog - Empty", fileName: "catalog-empty.html", repository: StubProductRepository(result: .success([]))),
        CatalogPreview(label: "Catalog - Connectivity Error", fileName: "catalog-error-connectivity.html", repository: StubProductRepository(result: .failure(.connectivity))),
        CatalogPreview(label: "Catalog - Invalid Data", fileName: "catalog-error-invalid-data.html", repository: StubProductRepository(result: .failure(.invalidData))),
    ]
}

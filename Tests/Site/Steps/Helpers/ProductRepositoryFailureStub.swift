import CatalogCore

/// A gateway's failure as an adapter reports it: what it means for the screen, and in full, where and why.
struct ProductRepositoryFailureStub: CatalogErrorConvertible {
    var catalogError = CatalogError.invalidData
    var description = "Content/products.json: al producto 'p-002' le falta 'price'"
}

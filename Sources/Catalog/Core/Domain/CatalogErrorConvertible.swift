/// A failure from an adapter that knows which `CatalogError` it is, and can say more
/// (which file or URL, which status) for the person running the build.
public protocol CatalogErrorConvertible: Error, CustomStringConvertible {
    var catalogError: CatalogError { get }
}

/// Why the catalog could not be loaded, in the terms the screen shows.
public enum CatalogError: Error, Equatable, Sendable {
    /// The products could not be reached: no connection, a timeout, a refused connection.
    case connectivity
    /// The products arrived but cannot be trusted: wrong status, malformed or rule-breaking data.
    case invalidData
}

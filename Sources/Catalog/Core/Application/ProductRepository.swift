/// The catalog gateway: where products come from (a local file, a remote API, a stub for previews).
public protocol ProductRepository: Sendable {
    func loadProducts() async throws -> [Product]
}

public import CatalogCore
public import Foundation

/// Products from the catalog API: `GET {baseURL}/products`.
///
/// A 200 with a valid body gives products; any other status, or a body that breaks the wire
/// format's rules, is `invalidData`; no answer at all (no connection, timeout) is `connectivity`.
public struct RemoteProductRepository: ProductRepository {
    private let client: any HTTPClient
    private let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    public var productsURL: URL { baseURL.appendingPathComponent("products") }

    public func loadProducts() async throws -> [Product] {
        let url = productsURL
        let response: HTTPResponse
        do {
            response = try await client.get(from: url)
        } catch HTTPClientError.bodyTooLarge(let limit) {
            throw ProductRepositoryFailure(.invalidData, source: url.absoluteString, reason: "la respuesta ocupa más de \(Self.megabytes(limit)) (el límite: --catalog-max-bytes)")
        } catch HTTPClientError.encoded(let encoding) {
            throw ProductRepositoryFailure(.invalidData, source: url.absoluteString, reason: "la respuesta viene comprimida (Content-Encoding: \(encoding)) aunque se pidió sin comprimir")
        } catch HTTPClientError.timedOut(let seconds) {
            throw ProductRepositoryFailure(.connectivity, source: url.absoluteString, reason: "la respuesta no terminó de llegar en \(Self.seconds(seconds)) s (--catalog-timeout)")
        } catch {
            throw ProductRepositoryFailure(.connectivity, source: url.absoluteString, reason: "sin respuesta (\(error.localizedDescription))")
        }
        guard response.statusCode == 200 else {
            throw ProductRepositoryFailure(.invalidData, source: url.absoluteString, reason: "el servidor respondió HTTP \(response.statusCode)")
        }
        return try ProductsMapper.products(from: response.body, source: url.absoluteString)
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? String(Int(interval)) : String(interval)
    }
}

import CatalogCore
import Foundation
import Localization

/// Reads the catalog's wire format, shared by the API and the local file:
///
/// ```json
/// { "products": [ { "id": "p-001", "name": "Camiseta Swift",
///                   "price": { "amount": 29.99, "currency": "EUR" },
///                   "image_url": "images/products/p-001.svg" } ] }
/// ```
///
/// The DTOs stay private here: the rest of the code only ever sees `Product`.
enum ProductsMapper {
    /// - Returns: the products, or the reason the data cannot be trusted.
    private static func map(_ data: Data) -> Result<[Product], MappingError> {
        let root: Root
        do {
            root = try JSONDecoder().decode(Root.self, from: data)
        } catch {
            return .failure(MappingError(reason: "el JSON no tiene el formato del catálogo (\(describe(error, of: data)))"))
        }
        var products: [Product] = []
        for (index, item) in root.products.enumerated() {
            switch product(from: item) {
            case let .success(product): products.append(product)
            case let .failure(problem):
                return .failure(MappingError(reason: "producto \(index + 1) (id '\(item.id)'): \(problem.reason)"))
            }
        }
        if let repeated = UniqueProductIDs.firstRepeat(in: products) {
            return .failure(MappingError(reason: "los productos \(repeated.earlier + 1) y \(repeated.later + 1) tienen el mismo id '\(products[repeated.later].id)'; cada producto necesita el suyo"))
        }
        return .success(products)
    }

    /// The products, or a failure that names where they came from: both repositories read the same format.
    static func products(from data: Data, source: String) throws(ProductRepositoryFailure) -> [Product] {
        switch map(data) {
        case let .success(products): return products
        case let .failure(error): throw ProductRepositoryFailure(.invalidData, source: source, reason: error.reason)
        }
    }

    private struct MappingError: Error {
        let reason: LocalizedText
    }

    private struct Root: Decodable {
        let products: [Item]
    }

    private struct Item: Decodable {
        let id: String
        let name: String
        let price: PriceDTO
        let image_url: String
    }

    private struct PriceDTO: Decodable {
        let amount: Decimal
        let currency: String
    }

    /// Only maps: the rules of a price and a product are the domain's (`PriceError`, `ProductError`),
    /// and their reasons are given as they are; the one rule kept here is about the wire's `image_url`.
    private static func product(from item: Item) -> Result<Product, MappingError> {
        let price: Price
        do {
            price = try Price(amount: item.price.amount, currency: item.price.currency)
        } catch {
            return .failure(MappingError(reason: error.localizedText))
        }
        guard let imageURL = imageURL(from: item.image_url) else {
            return .failure(MappingError(reason: "image_url '\(item.image_url)' no es una URL http(s) ni una ruta del sitio"))
        }
        do {
            return .success(try Product(id: item.id, name: item.name, price: price, imageURL: imageURL))
        } catch {
            return .failure(MappingError(reason: error.localizedText))
        }
    }

    /// `https://…` and `http://…` with a host, or a path inside the site (`images/a.svg`, or
    /// `/images/a.svg` from its root). Any other scheme (`javascript:`, `data:`, `file:`) could run
    /// code or read files; a path is checked as the browser will read it, decoded (`%2e%2e` is
    /// `..`), and kept without its leading `/`, so that behind the site's base URL it can never
    /// become `//other.host/…`.
    private static func imageURL(from text: String) -> URL? {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }) else { return nil }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            return (scheme == "https" || scheme == "http") && url.host?.isEmpty == false ? url : nil
        }
        // Read by scalar, as the browser reads it: "/" followed by a combining mark is one Character
        // in Swift, so `hasPrefix("/")` would miss the slash that makes the path absolute.
        let path = text.unicodeScalars.first == "/" ? String(text.unicodeScalars.dropFirst()) : text
        guard let decoded = path.removingPercentEncoding?.unicodeScalars, decoded.first != "/", !decoded.contains("\\"), !decoded.contains(":"),
              !decoded.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || String($0) == "." || String($0) == ".." })
        else { return nil }
        return URL(string: path)
    }

    private static func describe(_ error: any Error, of data: Data) -> LocalizedText {
        switch error {
        case let DecodingError.keyNotFound(key, _): "falta la clave '\(key.stringValue)'"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            "tipo inesperado en '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty:
            "valor no válido en '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        // Foundation calls a number too large for an amount (`1e308`) invalid JSON; it is not.
        case DecodingError.dataCorrupted where (try? JSONSerialization.jsonObject(with: data)) != nil:
            "un número es demasiado grande para un importe"
        case DecodingError.dataCorrupted: "no es JSON válido"
        default: "\(error)"
        }
    }
}

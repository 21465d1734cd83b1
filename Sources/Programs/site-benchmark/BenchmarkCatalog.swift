import Foundation

/// The catalog every benchmark course carries, as the shipped course does (`catalog/products.json`):
/// the catalog's list pages and one page per product are built and searched like the rest.
enum BenchmarkCatalog {
    static let path = "catalog/products.json"
    static let products = 48

    /// - Returns: the bytes written.
    static func write(into content: URL) throws -> Int {
        let items = (1...products).map { number in
            let id = String(format: "p-%03d", number)
            return #"{"id": "\#(id)", "name": "Producto \#(number) del curso", "price": {"amount": \#(number).5, "currency": "EUR"}, "image_url": "https://example.com/products/\#(id).svg"}"#
        }
        let data = Data(("{\"products\": [\n" + items.joined(separator: ",\n") + "\n]}\n").utf8)
        let file = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return data.count
    }
}

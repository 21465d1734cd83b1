public import CatalogCore

/// Where each product's page goes: `catalog/products/<slug>.html`, one file per product even
/// when two ids make the same slug (`p-1`, `p-1-2`). Never a path outside the catalog folder:
/// slugs hold only `a-z`, `0-9` and `-`.
public struct ProductPagePaths: Sendable {
    public static let folder = "catalog/products"

    private let paths: [String: String]

    public init(products: [Product]) {
        var taken: Set<String> = []
        var paths: [String: String] = [:]
        for product in products where paths[product.id] == nil {
            let base = ProductSlug.make(from: product.id)
            var slug = base
            var counter = 2
            while taken.contains(slug) {
                slug = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(slug)
            paths[product.id] = "\(Self.folder)/\(slug).html"
        }
        self.paths = paths
    }

    public func path(for product: Product) -> String? {
        paths[product.id]
    }
}

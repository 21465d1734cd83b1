public import CatalogCore
public import Foundation

public func anyURL() -> URL { URL(string: "https://api.example.com")! }

/// A valid product: `try!` because callers pass values that keep every rule of `Product` and
/// `Price` (the defaults do); tests about a broken rule call `Product.init` and `Price.init` themselves.
public func makeProduct(id: String = "p-001", name: String? = nil, amount: String = "29.99", currency: String = "EUR", image: String = "images/products/p-001.svg") -> Product {
    try! Product(
        id: id,
        name: name ?? "Producto \(id)",
        price: makePrice(amount: amount, currency: currency),
        imageURL: URL(string: image)!
    )
}

/// A valid price: `try!` because callers pass a non-negative amount and a three-letter currency
/// (the defaults do); tests about a broken rule call `Price.init` themselves.
public func makePrice(amount: String = "29.99", currency: String = "EUR") -> Price {
    try! Price(amount: Decimal(string: amount)!, currency: currency)
}

/// One product of the catalog's wire format, with any field replaced.
public func productJSON(
    id: String = "p-001",
    name: String = "Camiseta Swift",
    amount: String = "29.99",
    currency: String = "EUR",
    image: String = "images/products/p-001.svg"
) -> [String: Any] {
    ["id": id, "name": name, "price": ["amount": Decimal(string: amount)! as NSDecimalNumber, "currency": currency], "image_url": image]
}

/// A `{"products": [...]}` body.
public func productsBody(_ products: [[String: Any]]) -> Data {
    try! JSONSerialization.data(withJSONObject: ["products": products], options: [.sortedKeys])
}

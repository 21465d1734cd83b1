public import CatalogCore
public import Foundation

public func anyURL() -> URL { URL(string: "https://api.example.com")! }

public func makeProduct(id: String = "p-001", name: String? = nil, amount: String = "29.99", currency: String = "EUR", image: String = "images/products/p-001.svg") -> Product {
    Product(
        id: id,
        name: name ?? "Producto \(id)",
        price: Price(amount: Decimal(string: amount)!, currency: currency),
        imageURL: URL(string: image)!
    )
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

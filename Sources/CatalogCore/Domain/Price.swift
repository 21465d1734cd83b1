public import Foundation

/// An amount in a currency, by its ISO 4217 code (`EUR`, `USD`).
public struct Price: Equatable, Sendable {
    public let amount: Decimal
    public let currency: String

    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}

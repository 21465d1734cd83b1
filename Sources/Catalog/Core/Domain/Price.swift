public import Foundation

/// An amount in a currency, by its ISO 4217 code (`EUR`, `USD`).
public struct Price: Equatable, Sendable {
    public let amount: Decimal
    /// Always three upper-case ASCII letters.
    public let currency: String

    /// - Parameter currency: three ASCII letters in any case (`eur` becomes `EUR`).
    public init(amount: Decimal, currency: String) throws(PriceError) {
        guard amount >= 0 else { throw .negativeAmount }
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .invalidCurrency(currency)
        }
        self.amount = amount
        self.currency = currency.uppercased()
    }
}

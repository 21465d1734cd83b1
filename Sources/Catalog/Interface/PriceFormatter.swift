public import CatalogCore
public import Foundation

/// Writes prices the way the site's readers write them: `29,99 €` in `es_ES`, with each
/// currency's own symbol (`12,00 $`, `10,00 £`) rather than the locale's longer code.
public struct PriceFormatter: Sendable {
    private let locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    public func string(for price: Price) -> String {
        price.amount.formatted(.currency(code: price.currency).locale(locale).presentation(.narrow))
    }
}

public import Localization

/// Why a `Price` cannot exist, in the words the person who wrote the catalog reads.
public enum PriceError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedTextConvertible {
    case negativeAmount
    /// The currency as it was given, not three ASCII letters.
    case invalidCurrency(String)

    public var description: String { localizedText.description }

    public var localizedText: LocalizedText {
        switch self {
        case .negativeAmount: "el precio es negativo"
        case let .invalidCurrency(currency): "la moneda '\(currency)' no es un código ISO de tres letras"
        }
    }
}

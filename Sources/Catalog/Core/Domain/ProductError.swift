public import Localization

/// Why a `Product` cannot exist, in the words the person who wrote the catalog reads.
public enum ProductError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedTextConvertible {
    case emptyID
    case emptyName

    public var description: String { localizedText.description }

    public var localizedText: LocalizedText {
        switch self {
        case .emptyID: "el id está vacío"
        case .emptyName: "el nombre está vacío"
        }
    }
}

/// Why a `Product` cannot exist, in the words the person who wrote the catalog reads.
public enum ProductError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyID
    /// The id has no `a-z` or `0-9` left to name its page with (see `ProductSlug`).
    case idWithoutLettersOrDigits
    case emptyName

    public var description: String {
        switch self {
        case .emptyID: "el id está vacío"
        case .idWithoutLettersOrDigits: "el id no tiene letras a-z ni dígitos 0-9 con los que nombrar su página"
        case .emptyName: "el nombre está vacío"
        }
    }
}

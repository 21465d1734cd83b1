public import Localization

extension SiteLanguage {
    /// One table of words per language.
    public var words: SiteWords {
        switch self {
        case .spanish: .spanish
        case .english: .english
        }
    }
}

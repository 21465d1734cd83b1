/// The language of the site's interface (`language` in `course-site.yml`, `--language`): the
/// words around the lessons, never the lessons themselves. Spanish, the course's, by default.
public enum SiteLanguage: String, Sendable, CaseIterable {
    case spanish = "es"
    case english = "en"

    /// One table of words per language.
    public var words: SiteWords {
        switch self {
        case .spanish: .spanish
        case .english: .english
        }
    }

    /// The locale the site's dates are written in, and social networks are told (`og:locale`).
    public var localeIdentifier: String {
        switch self {
        case .spanish: "es_ES"
        case .english: "en_US"
        }
    }
}

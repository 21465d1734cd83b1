/// The language of the site's interface and of the command line (`language` in `course-site.yml`,
/// `--language`): the words around the lessons and every message, never the lessons themselves.
/// Spanish, the course's, by default.
public enum SiteLanguage: String, Sendable, CaseIterable {
    case spanish = "es"
    case english = "en"

    /// The locale the site's dates are written in, and social networks are told (`og:locale`).
    public var localeIdentifier: String {
        switch self {
        case .spanish: "es_ES"
        case .english: "en_US"
        }
    }
}

/// The translations of every message, one table per language other than Spanish: each key is the
/// Spanish as the code writes it, with `%@` for its values (see `LocalizedText`). A translation may
/// put the values in another order with `%1$@`, `%2$@`. Each feature's messages are in a file of
/// their own, so that a feature's change touches one file.
public enum Translations {
    public static func table(for language: SiteLanguage) -> [String: String] {
        switch language {
        case .spanish: [:]
        case .english: english
        }
    }

    /// Each feature's English, by feature; no key is in two of them (a test checks).
    static let englishParts: [String: [String: String]] = [
        "Site": englishSite,
        "BuildSteps": englishBuildSteps,
        "Lessons": englishLessons,
        "CourseCode": englishCourseCode,
        "Catalog": englishCatalog,
        "CommandLine": englishCommandLine,
    ]

    static let english: [String: String] = englishParts.values.reduce(into: [:]) { table, part in
        table.merge(part) { first, _ in first }
    }
}

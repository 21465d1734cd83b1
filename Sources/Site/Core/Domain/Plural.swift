public import Localization

/// "1 recurso", "3 recursos": counts in progress lines read like a person wrote them.
public enum Plural {
    public static func count(_ count: Int, _ singular: LocalizedText, _ plural: LocalizedText) -> LocalizedText {
        "\(count) \(count == 1 ? singular : plural)"
    }
}

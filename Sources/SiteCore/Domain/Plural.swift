/// "1 recurso", "3 recursos": counts in progress lines read like a person wrote them.
public enum Plural {
    public static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}

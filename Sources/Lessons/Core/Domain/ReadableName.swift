/// Turns a file or folder name into a title when the author gave none:
/// `02-catalog_feature` → `Catalog feature`.
public enum ReadableName {
    public static func from(_ name: String) -> String {
        var words = Substring(name)
        // Drop a numeric ordering prefix such as `02-` or `10_`.
        let digits = words.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, let separator = words.dropFirst(digits.count).first, "-_ .".contains(separator) {
            words = words.dropFirst(digits.count + 1)
        }
        let spaced = words.map { $0 == "-" || $0 == "_" ? " " : $0 }
        let text = String(spaced).trimmedOfSpaces
        guard let first = text.first else { return name }
        return first.uppercased() + text.dropFirst()
    }
}

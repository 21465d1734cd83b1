extension LocalizedText {
    /// The first three names and how many more, as a message lists files: `a.md, b.md, c.md y 4 más`.
    public static func names(_ names: [String]) -> LocalizedText {
        let first = names.prefix(3).joined(separator: ", ")
        return names.count > 3 ? "\(first) y \(names.count - 3) más" : LocalizedText(verbatim: first)
    }
}

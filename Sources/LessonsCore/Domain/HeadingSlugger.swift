/// Gives headings the ids GitHub gives them, so a `#fragment` copied from GitHub works on the site.
///
/// GitHub lower-cases the text, drops punctuation and symbols (letters with accents stay),
/// turns each space into a hyphen, and numbers repeats: `intro`, `intro-1`, `intro-2`.
/// One slugger serves one page, since ids only need to be unique within it.
public struct HeadingSlugger: Sendable {
    private var seen: [String: Int] = [:]

    public init() {}

    public mutating func slug(for text: String) -> String {
        // The same loop as github-slugger: count repeats under the base slug, and skip
        // candidates already taken (a heading literally titled "intro 1" takes `intro-1`).
        let base = Self.baseSlug(for: text)
        var candidate = base
        while seen[candidate] != nil {
            seen[base, default: 0] += 1
            candidate = "\(base)-\(seen[base, default: 0])"
        }
        seen[candidate] = 0
        return candidate
    }

    public static func baseSlug(for text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars where keeps(scalar) {
            slug.unicodeScalars.append(scalar == " " ? "-" : scalar)
        }
        return slug
    }

    private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " || scalar == "-" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}

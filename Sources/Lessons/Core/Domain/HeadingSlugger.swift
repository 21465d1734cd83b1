/// Gives headings the ids GitHub gives them, so a `#fragment` copied from GitHub works on the site.
///
/// GitHub lower-cases the text, drops punctuation and symbols (letters with accents stay),
/// turns each space into a hyphen, and numbers repeats: `intro`, `intro-1`, `intro-2`.
/// One slugger serves one page, since ids only need to be unique within it.
public struct HeadingSlugger: Sendable {
    /// Slugs taken, by their bytes, as github-slugger compares JavaScript strings: hashing a
    /// `String` that is not ASCII normalizes it first, which cost more than making the slug.
    private var seen: [Slug: Int] = [:]

    public init() {}

    public mutating func slug(for text: String) -> String {
        // The same loop as github-slugger: count repeats under the base slug, and skip
        // candidates already taken (a heading literally titled "intro 1" takes `intro-1`).
        let base = Slug(bytes: Self.baseSlugBytes(for: text))
        var candidate = base
        while seen[candidate] != nil {
            seen[base, default: 0] += 1
            candidate = Slug(bytes: base.bytes + Array("-\(seen[base, default: 0])".utf8))
        }
        seen[candidate] = 0
        return String(decoding: candidate.bytes, as: UTF8.self)
    }

    public static func baseSlug(for text: String) -> String {
        String(decoding: baseSlugBytes(for: text), as: UTF8.self)
    }

    private static func baseSlugBytes(for text: String) -> [UInt8] {
        // Built as UTF-8 bytes, lower-casing one scalar at a time: a course has thousands of headings.
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    slug.append(byte)
                case UInt8(ascii: " "): slug.append(UInt8(ascii: "-"))
                default: continue
                }
            } else if scalar.value < 0x100 {
                if let kept = latin1[Int(scalar.value) - 0x80] { slug.append(contentsOf: kept) }
            } else if let kept = slugText(for: scalar) {
                slug.append(contentsOf: kept.utf8)
            }
        }
        return slug
    }

    /// What the rules below make of each scalar from U+0080 to U+00FF (the accents of Spanish,
    /// French, Portuguese, German), worked out once: a scalar's category and lower case, looked up
    /// for every accent of every heading, were most of the time a slug took.
    private static let latin1: [[UInt8]?] = (0x80..<0x100).map { slugText(for: Unicode.Scalar(UInt8($0))).map { Array($0.utf8) } }

    /// A scalar that is not ASCII, lower-cased, or nil when the slug drops it.
    private static func slugText(for scalar: Unicode.Scalar) -> String? {
        guard keeps(scalar) else { return nil }
        return scalar.properties.changesWhenLowercased ? scalar.properties.lowercaseMapping : String(scalar)
    }

    private struct Slug: Hashable, Sendable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Letters, marks and numbers stay; punctuation, symbols and other spaces go.
    private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
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

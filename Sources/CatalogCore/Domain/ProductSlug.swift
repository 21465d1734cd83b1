/// The file name a product's page gets: its id reduced to `a-z`, `0-9` and `-`.
///
/// Ids come from outside (a JSON file, an API), so they never become paths as they are:
/// `P-001` → `p-001`, `../etc/passwd` → `etc-passwd`; an id with nothing left (`../`) has no slug.
/// A slug is at most `maxLength` characters, well within any file system's limit on a name.
public enum ProductSlug {
    public static let maxLength = 80

    public static func make(from id: String) -> String? {
        var slug = ""
        var pendingHyphen = false
        for scalar in id.lowercased().unicodeScalars {
            let isSafe = scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar))
            if isSafe {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        if slug.count > maxLength { slug = String(slug.prefix(maxLength)) }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? nil : slug
    }
}

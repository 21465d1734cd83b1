import Foundation

/// The file name a product's page gets: its id reduced to `a-z`, `0-9` and `-`.
///
/// Ids come from outside (a JSON file, an API), so they never become paths as they are:
/// `P-001` → `p-001`, `../etc/passwd` → `etc-passwd`. Other scripts are written in Latin letters
/// first (`Ñandú` → `nandu`, `منتج` → `mntj`, `商品` → `shang-pin`), and an id with nothing left
/// (`🎁`, `../`) is named by a hash of it, so every product gets a page. A slug is at most
/// `maxLength` characters, well within any file system's limit on a name.
public enum ProductSlug {
    public static let maxLength = 80

    public static func make(from id: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in latin(id).lowercased().unicodeScalars {
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
        return slug.isEmpty ? "producto-" + hash(of: id) : slug
    }

    /// The id in Latin letters without accents; ASCII ids, the usual ones, skip the transform.
    private static func latin(_ id: String) -> String {
        guard !id.utf8.allSatisfy({ $0 < 0x80 }) else { return id }
        return id.applyingTransform(.toLatin, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false) ?? id
    }

    /// 64-bit FNV-1a of the id's UTF-8, in hex: stable across runs and machines, unlike `hashValue`.
    private static func hash(of id: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

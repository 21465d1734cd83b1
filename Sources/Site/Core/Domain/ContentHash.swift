/// A short, stable fingerprint of a text: 16 hex digits of its 64-bit FNV-1a hash. The same text
/// gives the same fingerprint in every build and on every machine (Swift's `Hasher` does not).
public enum ContentHash {
    public static func of(_ text: String) -> String {
        let hex = String(value(of: text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The text's 64-bit FNV-1a hash.
    public static func value(of text: String) -> UInt64 {
        var text = text
        // Over the contiguous bytes: through `utf8`'s iterator it took twice as long, for every Swift block of a course.
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }
}

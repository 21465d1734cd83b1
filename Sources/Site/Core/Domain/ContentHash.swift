/// A short, stable fingerprint of a text: 16 hex digits of its 64-bit FNV-1a hash. The same text
/// gives the same fingerprint in every build and on every machine (Swift's `Hasher` does not).
public enum ContentHash {
    public static func of(_ text: String) -> String {
        let hex = String(value(of: text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The text's 64-bit FNV-1a hash.
    public static func value(of text: String) -> UInt64 {
        // Over the contiguous bytes, read where they are: through `utf8`'s iterator it took twice as
        // long, for every Swift block of a course, and a copy to reach them counted the text twice more.
        if let hash = text.utf8.withContiguousStorageIfAvailable(value(of:)) { return hash }
        var text = text
        return text.withUTF8(value(of:))
    }

    private static func value(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

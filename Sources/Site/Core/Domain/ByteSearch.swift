/// Where a run of bytes first occurs in others: the one search of the site's text by bytes (the
/// prose after a red block, a drawing's addresses, a block of Swift, a line of the course's code).
/// Through `Character`s or Foundation's `firstRange(of:)` it cost several times as much.
public enum ByteSearch {
    /// The offset of `needle`'s first occurrence in `bytes`, from their start; 0 for no needle.
    public static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        guard let first = needle.first else { return 0 }
        var start = 0
        let last = bytes.count - needle.count
        while start <= last {
            if bytes[start] == first, (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return start }
            start += 1
        }
        return nil
    }

    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { needle in
            bytes.withUnsafeBufferPointer { bytes in firstOffset(of: needle, in: bytes) != nil }
        }
    }
}

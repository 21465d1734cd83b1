/// Escapes text for HTML element content and quoted attribute values: `& < > " '`.
///
/// Shared by the code blocks of lessons and by every `{{value}}` of the templates, so it
/// runs over most of a site's bytes; it works on UTF-8 bytes and writes the result in one go.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        var text = text
        let extra = text.withUTF8 { bytes in
            bytes.reduce(0) { extra, byte in extra + (entity(for: byte).map { $0.utf8CodeUnitCount - 1 } ?? 0) }
        }
        guard extra > 0 else { return text }
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var index = 0
                func write(_ replacement: StaticString) {
                    replacement.withUTF8Buffer { for byte in $0 { output[index] = byte; index += 1 } }
                }
                for byte in bytes {
                    if let entity = entity(for: byte) {
                        write(entity)
                    } else {
                        output[index] = byte
                        index += 1
                    }
                }
                return index
            }
        }
    }

    /// Escapes `text`'s bytes onto the end of `output`.
    public static func append(_ text: String, to output: inout [UInt8]) {
        // Read where it is: copied into a `var` to reach its bytes, the text was counted twice more.
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &output) }) == nil {
            var text = text
            text.withUTF8 { append($0, to: &output) }
        }
    }

    /// Escapes `text` onto the end of `output`: for callers that build a page as bytes (the
    /// templates' values). What lies between two bytes to escape is copied at once: a byte at a
    /// time, the templates' titles and addresses cost more than their pages' bodies.
    public static func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var copied = 0
        for index in text.indices {
            guard let entity = entity(for: text[index]) else { continue }
            output += UnsafeBufferPointer(rebasing: text[copied..<index])
            output += UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount)
            copied = index + 1
        }
        output += UnsafeBufferPointer(rebasing: text[copied...])
    }

    /// What `byte` is written as, when it is one to escape: the one table of the escapers here.
    @inlinable
    public static func entity(for byte: UInt8) -> StaticString? {
        // Every byte to escape is at most `>`: letters and UTF-8 go on at the first comparison.
        guard byte <= UInt8(ascii: ">") else { return nil }
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }
}

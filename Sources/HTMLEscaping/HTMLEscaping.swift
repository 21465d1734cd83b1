/// Escapes text for HTML element content and quoted attribute values: `& < > " '`.
///
/// Shared by the code blocks of lessons and by every `{{value}}` of the templates, so it
/// runs over most of a site's bytes; it works on UTF-8 bytes and writes the result in one go.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        var text = text
        let extra = text.withUTF8 { bytes in
            bytes.reduce(0) { extra, byte in
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "'"): extra + 4
                case UInt8(ascii: "<"), UInt8(ascii: ">"): extra + 3
                case UInt8(ascii: "\""): extra + 5
                default: extra
                }
            }
        }
        guard extra > 0 else { return text }
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var index = 0
                func write(_ replacement: StaticString) {
                    replacement.withUTF8Buffer { for byte in $0 { output[index] = byte; index += 1 } }
                }
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "&"): write("&amp;")
                    case UInt8(ascii: "<"): write("&lt;")
                    case UInt8(ascii: ">"): write("&gt;")
                    case UInt8(ascii: "\""): write("&quot;")
                    case UInt8(ascii: "'"): write("&#39;")
                    default:
                        output[index] = byte
                        index += 1
                    }
                }
                return index
            }
        }
    }

    /// Escapes `text` onto the end of `output`: for callers that build a page as bytes (the
    /// templates' values). What lies between two bytes to escape is copied at once: a byte at a
    /// time, the templates' titles and addresses cost more than their pages' bodies.
    public static func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var copied = 0
        for index in text.indices {
            let entity: StaticString
            // Every byte to escape is at most `>`: letters and UTF-8 go on.
            guard text[index] <= UInt8(ascii: ">") else { continue }
            switch text[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            output += UnsafeBufferPointer(rebasing: text[copied..<index])
            output += UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount)
            copied = index + 1
        }
        output += UnsafeBufferPointer(rebasing: text[copied...])
    }
}

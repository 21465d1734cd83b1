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

    /// Escapes `text` onto the end of `output`: for callers that build a page as bytes.
    /// Inlinable, so each caller gets a copy specialised for its collection: the generic one
    /// walked the highlighter's bytes through an iterator witness, a tenth of a large build.
    @inlinable
    public static func append(_ text: some Collection<UInt8>, to output: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}

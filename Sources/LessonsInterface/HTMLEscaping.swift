/// Escapes text for HTML element content and quoted attribute values.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        // Works on UTF-8 bytes: the five characters to escape are ASCII, and code blocks are
        // long enough that walking them Character by Character showed up in the benchmark.
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 64)
        for byte in utf8 {
            switch byte {
            case 0x26: escaped.append(contentsOf: "&amp;".utf8)
            case 0x3C: escaped.append(contentsOf: "&lt;".utf8)
            case 0x3E: escaped.append(contentsOf: "&gt;".utf8)
            case 0x22: escaped.append(contentsOf: "&quot;".utf8)
            case 0x27: escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}

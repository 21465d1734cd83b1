internal import Mustache

/// HTML escaping for `{{name}}` that works on UTF-8 bytes.
///
/// swift-mustache's own HTML escaping looks each character up in a dictionary, which showed
/// up as a tenth of a large build. Templates opt in with `{{% CONTENT_TYPE: HTML }}`; one
/// without it is still escaped, by the library's slower escaper.
struct FastHTMLContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
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

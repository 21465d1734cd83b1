// Frozen copy of `HTMLEscaping.append` (see `ReferenceSwiftHighlighter`): this target does not
// depend on `HTMLEscaping`, and the reference must not move if that module does.
enum ReferenceHTMLEscaping {
    static func append(_ text: some Collection<UInt8>, to output: inout [UInt8]) {
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

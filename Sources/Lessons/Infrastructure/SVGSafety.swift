import LessonsCore

/// Refuses SVG that could run code in the reader's browser. The diagram's text comes from the
/// lesson; the renderers escape it, and this keeps it so whatever renderer is installed.
///
/// Read as bytes, ASCII letters in either case: tag and attribute names are ASCII, and a drawing
/// is about 40 KB, checked each time it is drawn or read from the cache.
enum SVGSafety {
    private static let forbidden = ["<script", "javascript:", "<iframe", "<object", "<embed"].map { (shown: $0, bytes: Array($0.utf8)) }
    private static let on = Array("on".utf8)

    static func check(_ svg: String) throws(DiagramRenderingError) {
        var svg = svg
        try svg.withUTF8 { bytes in Result { () throws(DiagramRenderingError) in try check(bytes) } }.get()
    }

    /// Names the first of `forbidden` the drawing holds, in their order; then an event attribute.
    private static func check(_ svg: UnsafeBufferPointer<UInt8>) throws(DiagramRenderingError) {
        for word in forbidden where svg.indices.contains(where: { startsWith(word.bytes, in: svg, at: $0) }) {
            throw DiagramRenderingError("el SVG contiene \(word.shown), que no se publica")
        }
        if svg.indices.contains(where: { isWhitespace(svg[$0]) && isEventAttribute(in: svg, at: $0 + 1) }) {
            throw DiagramRenderingError("el SVG contiene un atributo de evento (on…=), que no se publica")
        }
    }

    /// `on`, one or more letters, any whitespace, `=`: `onload =`.
    private static func isEventAttribute(in svg: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard startsWith(on, in: svg, at: start) else { return false }
        var index = start + 2
        while index < svg.count, isLetter(svg[index]) { index += 1 }
        guard index > start + 2 else { return false }
        while index < svg.count, isWhitespace(svg[index]) { index += 1 }
        return index < svg.count && svg[index] == UInt8(ascii: "=")
    }

    /// `word` (lowercase) at `start`, in either case.
    private static func startsWith(_ word: [UInt8], in svg: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard svg.count - start >= word.count else { return false }
        for offset in word.indices where lowercased(svg[start + offset]) != word[offset] { return false }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }
}

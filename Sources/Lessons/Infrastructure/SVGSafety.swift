import LessonsCore
import SiteCore

/// Refuses SVG that could run code in the reader's browser, opened by its own address (a page
/// shows it as an image, which runs nothing). The diagram's text comes from the lesson, and the
/// drawings' cache is a folder of the course: the renderers escape the text, and this keeps it so
/// whatever renderer is installed and whatever the cache holds.
///
/// Read as an XML parser reads its tags, on bytes: an element is refused by its name after any
/// prefix (`<x:script>`), an attribute by its name (`onload`) or by a value that is a script's
/// address once its character references are read and the characters a browser drops from an
/// address are dropped (`&#106;ava&#9;script:`). A document type is refused: its entities could
/// spell anything. Text between tags is the diagram's, and says what it likes ("online = true").
enum SVGSafety {
    private static let forbiddenElements = ["script", "iframe", "object", "embed"]
    private static let scriptSchemeShown = "javascript:"
    private static let scriptScheme = Array(scriptSchemeShown.utf8)

    static func check(_ svg: String) throws(DiagramRenderingError) {
        var svg = svg
        try svg.withUTF8 { bytes in Result { () throws(DiagramRenderingError) in try check(bytes) } }.get()
    }

    private static func check(_ svg: UnsafeBufferPointer<UInt8>) throws(DiagramRenderingError) {
        var index = 0
        while let open = svg[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = try checkMarkup(svg, at: open)
        }
    }

    /// The markup that starts at `start` (`<`), checked; where the text after it starts.
    private static func checkMarkup(_ svg: UnsafeBufferPointer<UInt8>, at start: Int) throws(DiagramRenderingError) -> Int {
        if has("<!--", in: svg, at: start) { return end(of: "-->", in: svg, after: start + 4) }
        if has("<![cdata[", in: svg, at: start) { return end(of: "]]>", in: svg, after: start + 9) }
        if has("<?", in: svg, at: start) { return end(of: "?>", in: svg, after: start + 2) }
        if has("<!", in: svg, at: start) { throw DiagramRenderingError("el SVG declara un tipo de documento (<!DOCTYPE), que no se publica") }
        var index = start + 1
        if index < svg.count, svg[index] == UInt8(ascii: "/") { index += 1 }
        let element = name(in: svg, from: &index)
        if let found = forbiddenElements.first(where: { localName(element).elementsEqual($0.utf8) }) {
            let shown = "<" + found
            throw DiagramRenderingError("el SVG contiene \(shown), que no se publica")
        }
        while index < svg.count {
            skipWhitespace(in: svg, from: &index)
            guard index < svg.count else { break }
            if svg[index] == UInt8(ascii: ">") { return index + 1 }
            if svg[index] == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let attribute = name(in: svg, from: &index)
            guard !attribute.isEmpty else {
                index += 1
                continue
            }
            let local = localName(attribute)
            if local.count > 2, local.starts(with: Array("on".utf8)) {
                throw DiagramRenderingError("el SVG contiene un atributo de evento (on…=), que no se publica")
            }
            skipWhitespace(in: svg, from: &index)
            guard index < svg.count, svg[index] == UInt8(ascii: "=") else { continue }
            index += 1
            skipWhitespace(in: svg, from: &index)
            if isScriptAddress(value(in: svg, from: &index)) {
                throw DiagramRenderingError("el SVG contiene \(scriptSchemeShown), que no se publica")
            }
        }
        return index
    }

    /// A tag's or an attribute's name, lowercased: up to whitespace, `=`, `>` or `/`.
    private static func name(in svg: UnsafeBufferPointer<UInt8>, from index: inout Int) -> [UInt8] {
        var name: [UInt8] = []
        while index < svg.count, !isWhitespace(svg[index]), !"=>/".utf8.contains(svg[index]) {
            name.append(lowercased(svg[index]))
            index += 1
        }
        return name
    }

    /// `script` in `x:script`.
    private static func localName(_ name: [UInt8]) -> ArraySlice<UInt8> {
        name.lastIndex(of: UInt8(ascii: ":")).map { name[($0 + 1)...] } ?? name[...]
    }

    /// An attribute's value, quoted or not.
    private static func value(in svg: UnsafeBufferPointer<UInt8>, from index: inout Int) -> ArraySlice<UInt8> {
        guard index < svg.count else { return [] }
        let quote = svg[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            let end = svg[start...].firstIndex(of: quote) ?? svg.count
            index = min(end + 1, svg.count)
            return ArraySlice(svg[start..<end])
        }
        let start = index
        while index < svg.count, !isWhitespace(svg[index]), svg[index] != UInt8(ascii: ">") { index += 1 }
        return ArraySlice(svg[start..<index])
    }

    /// `javascript:` once character references are read, and spaces and control characters
    /// (which a browser drops from an address) dropped, in either case.
    private static func isScriptAddress(_ value: ArraySlice<UInt8>) -> Bool {
        var address: [UInt8] = []
        var index = value.startIndex
        while index < value.endIndex {
            var byte = value[index]
            index += 1
            if byte == UInt8(ascii: "&"), let (referenced, after) = characterReference(in: value, after: index) {
                byte = referenced
                index = after
            }
            if byte > 0x20 { address.append(lowercased(byte)) }
        }
        return ByteSearch.contains(scriptScheme, in: address)
    }

    /// `#106;` or `#x6A;` after an `&`: the ASCII character it stands for (any other, a byte
    /// that is none) and where the text after it starts.
    private static func characterReference(in value: ArraySlice<UInt8>, after start: Int) -> (UInt8, Int)? {
        guard start < value.endIndex, value[start] == UInt8(ascii: "#") else { return nil }
        var index = start + 1
        let isHex = index < value.endIndex && lowercased(value[index]) == UInt8(ascii: "x")
        if isHex { index += 1 }
        var code = 0
        let digitsStart = index
        while index < value.endIndex, let digit = digit(value[index], hex: isHex) {
            code = min(code * (isHex ? 16 : 10) + digit, 0x110000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < value.endIndex, value[index] == UInt8(ascii: ";") { index += 1 }
        return (code < 0x80 ? UInt8(code) : 0xFF, index)
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: Int(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `word` (lowercase) at `start`, in either case.
    private static func has(_ word: String, in svg: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let word = Array(word.utf8)
        guard svg.count - start >= word.count else { return false }
        return word.indices.allSatisfy { lowercased(svg[start + $0]) == word[$0] }
    }

    /// Where the text after `terminator` starts (the end when there is none).
    private static func end(of terminator: String, in svg: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        let from = min(start, svg.count)
        let needle = Array(terminator.utf8)
        let found = needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: UnsafeBufferPointer(rebasing: svg[from...])) }
        return found.map { from + $0 + needle.count } ?? svg.count
    }

    private static func skipWhitespace(in svg: UnsafeBufferPointer<UInt8>, from index: inout Int) {
        while index < svg.count, isWhitespace(svg[index]) { index += 1 }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }
}

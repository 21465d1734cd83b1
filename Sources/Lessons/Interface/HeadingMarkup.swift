/// A heading of a lesson as the page shows it: its id, for links to it, and a permalink after its
/// text. The permalink's sign is the stylesheet's (`::after`), so the heading's text is its own
/// wherever it is read: in search results, in a screen reader, copied.
enum HeadingMarkup {
    /// `<h2 id="…">`, written where a body is put together.
    static func append(openingOfLevel level: Int, id: String, to html: inout [UInt8]) {
        html += "<h".utf8
        html += String(level).utf8
        html += " id=\"".utf8
        html += id.utf8
        html += "\">".utf8
    }

    /// The permalink and `</h2>`, written where a body is put together.
    /// - Parameter escapedLabel: the permalink's label, escaped once for every heading.
    static func append(closingOfLevel level: Int, id: String, escapedLabel: [UInt8], to html: inout [UInt8]) {
        html += "<a class=\"heading-anchor\" href=\"#".utf8
        html += id.utf8
        html += "\" aria-label=\"".utf8
        html += escapedLabel
        html += "\"></a></h".utf8
        html += String(level).utf8
        html += ">".utf8
    }
}

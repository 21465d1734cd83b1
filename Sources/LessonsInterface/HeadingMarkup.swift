import HTMLEscaping
import LessonsCore

/// A heading of a lesson as the page shows it: its id, for links to it, and a permalink after its text.
enum HeadingMarkup {
    /// - Parameters:
    ///   - id: the id the heading gets where it is shown; its own (`heading.id`) on its lesson's page.
    ///   - label: what the permalink says to a screen reader.
    static func wrapper(for heading: Heading, id: String? = nil, label: String) -> MarkdownReplacements.Wrapper {
        var opening: [UInt8] = []
        var closing: [UInt8] = []
        append(openingOf: heading, id: id ?? heading.id, to: &opening)
        append(closingOf: heading, id: id ?? heading.id, escapedLabel: Array(HTMLEscaping.escape(label).utf8), to: &closing)
        return MarkdownReplacements.Wrapper(opening: String(decoding: opening, as: UTF8.self), closing: String(decoding: closing, as: UTF8.self))
    }

    /// `<h2 id="…">`, written where a body is put together.
    static func append(openingOf heading: Heading, id: String, to html: inout [UInt8]) {
        html += "<h".utf8
        html += String(heading.level).utf8
        html += " id=\"".utf8
        html += id.utf8
        html += "\">".utf8
    }

    /// The permalink and `</h2>`, written where a body is put together.
    /// - Parameter escapedLabel: the permalink's label, escaped once for every heading.
    static func append(closingOf heading: Heading, id: String, escapedLabel: [UInt8], to html: inout [UInt8]) {
        html += "<a class=\"heading-anchor\" href=\"#".utf8
        html += id.utf8
        html += "\" aria-label=\"".utf8
        html += escapedLabel
        html += "\">#</a></h".utf8
        html += String(heading.level).utf8
        html += ">".utf8
    }
}

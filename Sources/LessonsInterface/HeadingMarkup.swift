import HTMLEscaping
import LessonsCore

/// A heading of a lesson as the page shows it: its id, for links to it, and a permalink after its text.
enum HeadingMarkup {
    /// - Parameters:
    ///   - id: the id the heading gets where it is shown; its own (`heading.id`) on its lesson's page.
    ///   - label: what the permalink says to a screen reader.
    static func wrapper(for heading: Heading, id: String? = nil, label: String) -> MarkdownReplacements.Wrapper {
        let id = id ?? heading.id
        return MarkdownReplacements.Wrapper(
            opening: "<h\(heading.level) id=\"\(id)\">",
            closing: "<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"\(HTMLEscaping.escape(label))\">#</a></h\(heading.level)>"
        )
    }
}

import LessonsCore

/// A heading of a lesson as the page shows it: its id, for links to it, and a permalink after its text.
enum HeadingMarkup {
    static func wrapper(for heading: Heading) -> MarkdownReplacements.Wrapper {
        MarkdownReplacements.Wrapper(
            opening: "<h\(heading.level) id=\"\(heading.id)\">",
            closing: "<a class=\"heading-anchor\" href=\"#\(heading.id)\" aria-label=\"Enlace a esta sección\">#</a></h\(heading.level)>"
        )
    }
}

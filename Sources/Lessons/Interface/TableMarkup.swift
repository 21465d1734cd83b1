import LessonsCore

/// A table as the page shows it: inside a box of its own, which scrolls sideways when the table is
/// wider than the text, so that the page never does and no cell breaks a test's name to fit.
enum TableMarkup {
    static let wrapper = MarkdownReplacements.Wrapper(opening: #"<div class="table-scroll">"#, closing: "</div>")
}

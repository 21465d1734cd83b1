import LessonsCore

/// Parses Markdown into the facts the test chose for that text; each document renders as
/// `<p>text</p>`, so a body can be traced back to its lesson.
struct MarkdownParserStub: MarkdownParsing {
    var facts: [String: MarkdownFacts] = [:]

    func parse(_ markdown: String) -> any ParsedMarkdown {
        Document(markdown: markdown, facts: facts[markdown] ?? MarkdownFacts())
    }

    private struct Document: ParsedMarkdown {
        let markdown: String
        let facts: MarkdownFacts

        func html(replacing replacements: MarkdownReplacements) -> String { "<p>\(markdown)</p>" }
    }
}

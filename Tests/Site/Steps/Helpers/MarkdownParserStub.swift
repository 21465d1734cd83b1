import Foundation
import LessonsCore
import SiteCore

/// Parses Markdown into the facts the test chose for that text; each document renders as
/// `<p>text</p>`, so a body can be traced back to its lesson.
struct MarkdownParserStub: MarkdownParsing {
    var facts: [String: MarkdownFacts] = [:]
    /// Hears each rendering, when the test wants to know how documents were rendered.
    var renderings: RenderingsSpy?

    func parse(_ markdown: String) -> any ParsedMarkdown {
        Document(markdown: markdown, facts: facts[markdown] ?? MarkdownFacts(), renderings: renderings)
    }

    private struct Document: ParsedMarkdown {
        let markdown: String
        let facts: MarkdownFacts
        let renderings: RenderingsSpy?

        func html(replacing replacements: MarkdownReplacements) -> HTML {
            renderings?.record(markdown: markdown, replacements: replacements)
            return HTML("<p>\(markdown)</p>")
        }

        func hrefs(for destinations: [String]) -> [String] {
            destinations
        }
    }
}

/// Every rendering of a stubbed document: its text and the replacements it was rendered with.
final class RenderingsSpy: @unchecked Sendable {
    struct Rendering {
        let markdown: String
        let replacements: MarkdownReplacements
    }

    private let lock = NSLock()
    private var _all: [Rendering] = []

    var all: [Rendering] { lock.withLock { _all } }

    func record(markdown: String, replacements: MarkdownReplacements) {
        lock.withLock { _all.append(Rendering(markdown: markdown, replacements: replacements)) }
    }
}

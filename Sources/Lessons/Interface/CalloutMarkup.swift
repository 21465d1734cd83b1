import HTMLEscaping
import LessonsCore
import SiteInterface

/// A callout as the page shows it: a box of its kind's colour, titled with the word GitHub's
/// interface gives it in the site's language, its content rendered inside.
enum CalloutMarkup {
    static func wrapper(for callout: Callout, words: SiteWords) -> MarkdownReplacements.Wrapper {
        let kind = callout.kind.rawValue
        return MarkdownReplacements.Wrapper(
            opening: "<div class=\"callout callout-\(kind)\"><p class=\"callout-title\">\(HTMLEscaping.escape(title(of: callout.kind, words: words)))</p>\n",
            closing: "</div>\n"
        )
    }

    static func title(of kind: Callout.Kind, words: SiteWords) -> String {
        switch kind {
        case .note: words.note
        case .tip: words.tip
        case .important: words.important
        case .warning: words.warning
        case .caution: words.caution
        }
    }
}

import LessonsCore

/// A callout as the page shows it: a box of its kind's colour, titled with the word GitHub's
/// Spanish interface gives it, its content rendered inside.
enum CalloutMarkup {
    static func wrapper(for callout: Callout) -> MarkdownReplacements.Wrapper {
        let kind = callout.kind.rawValue
        return MarkdownReplacements.Wrapper(
            opening: "<div class=\"callout callout-\(kind)\"><p class=\"callout-title\">\(title(of: callout.kind))</p>\n",
            closing: "</div>\n"
        )
    }

    static func title(of kind: Callout.Kind) -> String {
        switch kind {
        case .note: "Nota"
        case .tip: "Sugerencia"
        case .important: "Importante"
        case .warning: "Advertencia"
        case .caution: "Precaución"
        }
    }
}

internal import HTMLEscaping

/// How `{{name}}` escapes its value: swift-mustache's content type at that point of the template.
enum TemplateEscaping: Sendable {
    /// No pragma: swift-mustache's own `HTMLContentType`, which looks up each `Character`.
    case swiftMustacheHTML
    /// `{{% CONTENT_TYPE: HTML }}`: `FastHTMLContentType`, on bytes.
    case html
    /// `{{% CONTENT_TYPE: TEXT }}`: written as it is.
    case none

    /// Appends `text`, escaped, to `output`.
    func append(_ text: String, to output: inout String) {
        switch self {
        case .none:
            output += text
        case .html:
            output += HTMLEscaping.escape(text)
        case .swiftMustacheHTML:
            var text = text
            if text.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) {
                output += HTMLEscaping.escape(text)
            } else {
                Self.appendByCharacter(text, to: &output)
            }
        }
    }

    /// swift-mustache's `String.htmlEscape()`: a `Character` is replaced only when it is exactly one
    /// of the five, so `<` followed by a combining mark (one `Character`) is written as it is.
    /// ASCII text has no such marks, so it takes the bytes path above with the same result.
    private static func appendByCharacter(_ text: String, to output: inout String) {
        for character in text {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
    }
}

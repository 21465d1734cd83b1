internal import HTMLEscaping

/// How `{{name}}` escapes its value: swift-mustache's content type at that point of the template.
enum TemplateEscaping: Sendable {
    /// No pragma: as swift-mustache's own `HTMLContentType` escapes, `Character` by `Character`.
    case characterHTML
    /// `{{% CONTENT_TYPE: HTML }}`: on bytes, as the theme's templates ask for.
    case html
    /// `{{% CONTENT_TYPE: TEXT }}`: written as it is.
    case none

    /// Appends `text`, escaped, to the page's bytes.
    func append(_ text: String, to output: inout [UInt8]) {
        // Read where it is: copied into a `var` to reach its bytes, every value of every page was
        // counted twice more (a native string always has its bytes in one piece).
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &output) }) == nil {
            var text = text
            text.withUTF8 { append($0, to: &output) }
        }
    }

    /// Appends markup's bytes as `append(_:to:)` appends the text they spell.
    func append(utf8 bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0, to: &output) }
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        switch self {
        case .none:
            output += bytes
        case .html:
            HTMLEscaping.append(bytes, to: &output)
        case .characterHTML:
            if bytes.allSatisfy({ $0 < 0x80 }) {
                HTMLEscaping.append(bytes, to: &output)
            } else {
                Self.appendByCharacter(String(decoding: bytes, as: UTF8.self), to: &output)
            }
        }
    }

    /// swift-mustache's `String.htmlEscape()`: a `Character` is replaced only when it is exactly one
    /// of the five, so `<` followed by a combining mark (one `Character`) is written as it is.
    /// ASCII text has no such marks, so it takes the bytes path above with the same result.
    private static func appendByCharacter(_ text: String, to output: inout [UInt8]) {
        for character in text {
            switch character {
            case "<": output += "&lt;".utf8
            case ">": output += "&gt;".utf8
            case "&": output += "&amp;".utf8
            case "\"": output += "&quot;".utf8
            case "'": output += "&#39;".utf8
            default: output += character.utf8
            }
        }
    }
}

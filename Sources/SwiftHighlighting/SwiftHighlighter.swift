internal import HTMLEscaping

/// Highlights Swift source as HTML: each token in a `<span>` whose class says its kind, the rest
/// escaped. Stripping the spans and unescaping gives back the source exactly.
public enum SwiftHighlighter {
    public static func tokens(in source: String) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        return SwiftTokenClassifier.classify(SwiftLexer.tokens(in: bytes), in: bytes)
    }

    public static func html(for source: String) -> String {
        let bytes = Array(source.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        for token in SwiftTokenClassifier.classify(SwiftLexer.tokens(in: bytes), in: bytes) {
            let text = HTMLEscaping.escape(String(decoding: bytes[token.range], as: UTF8.self))
            if let className = className(token.kind) {
                html += "<span class=\"\(className)\">\(text)</span>"
            } else {
                html += text
            }
        }
        return html
    }

    /// Short class names: a page of Swift holds thousands of them.
    static func className(_ kind: SwiftToken.Kind) -> String? {
        switch kind {
        case .keyword: "kw"
        case .type: "ty"
        case .identifier: nil
        case .string: "str"
        case .number: "num"
        case .comment: "com"
        case .docComment: "doc"
        case .attribute: "attr"
        case .macro: "mac"
        case .operator: "op"
        case .argumentLabel: "lbl"
        case .plain: nil
        }
    }
}

public import SwiftLexing
/// Highlights Swift source as HTML: each token in a `<span>` whose class says its kind, the rest
/// escaped. Stripping the spans and unescaping gives back the source exactly.
public enum SwiftHighlighter {
    public static func tokens(in source: String) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        var tokens = SwiftLexer.tokens(in: bytes)
        SwiftTokenClassifier.classify(&tokens, in: bytes)
        return tokens
    }

    public static func html(for source: String) -> String {
        highlighted(source).string()
    }

    /// The same HTML as `html(for:)`, as UTF-8 bytes: a block on its way into a page of bytes is
    /// not checked to be UTF-8 again.
    public static func utf8HTML(for source: String) -> [UInt8] {
        highlighted(source).bytes()
    }

    private static func highlighted(_ source: String) -> HighlightedHTML {
        let bytes = Array(source.utf8)
        var tokens = SwiftLexer.tokens(in: bytes)
        SwiftTokenClassifier.classify(&tokens, in: bytes)
        // Lessons' Swift comes out about twice its size: tags on half the tokens, a few entities.
        var html = HighlightedHTML(capacity: bytes.count * 5 / 2)
        bytes.withUnsafeBufferPointer { source in
            // Tokens without a class (names, punctuation, whitespace) are escaped together.
            var unclassed = 0..<0
            for token in tokens {
                guard let openingTag = openingTag(token.kind) else {
                    unclassed = unclassed.isEmpty ? token.range : unclassed.lowerBound..<token.range.upperBound
                    continue
                }
                html.append(source, unclassed, openingTag: nil)
                unclassed = 0..<0
                html.append(source, token.range, openingTag: openingTag)
            }
            html.append(source, unclassed, openingTag: nil)
        }
        return html
    }

    /// Short class names: a page of Swift holds thousands of them.
    static func openingTag(_ kind: SwiftToken.Kind) -> StaticString? {
        switch kind {
        case .keyword: #"<span class="kw">"#
        case .type: #"<span class="ty">"#
        case .identifier: nil
        case .string: #"<span class="str">"#
        case .number: #"<span class="num">"#
        case .comment: #"<span class="com">"#
        case .docComment: #"<span class="doc">"#
        case .attribute: #"<span class="attr">"#
        case .macro: #"<span class="mac">"#
        case .operator: #"<span class="op">"#
        case .argumentLabel: #"<span class="lbl">"#
        case .plain: nil
        }
    }
}

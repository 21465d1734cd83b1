import SwiftHighlighting
import SwiftLexing

// Frozen copy of `SwiftHighlighter` before the byte-level rewrite, kept as the oracle of the
// differential tests: the rewrite must give the same tokens and the same HTML for every input.
// Do not change it to follow the highlighter.

/// Highlights Swift source as HTML: each token in a `<span>` whose class says its kind, the rest
/// escaped. Stripping the spans and unescaping gives back the source exactly.
enum ReferenceSwiftHighlighter {
    static func tokens(in source: String) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        return ReferenceSwiftTokenClassifier.classify(ReferenceSwiftLexer.tokens(in: bytes), in: bytes)
    }

    static func html(for source: String) -> String {
        let bytes = Array(source.utf8)
        // Written as bytes in one buffer: a lesson's Swift makes thousands of tokens, and a
        // String per token was a third of the highlighter's time.
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 3)
        for token in ReferenceSwiftTokenClassifier.classify(ReferenceSwiftLexer.tokens(in: bytes), in: bytes) {
            guard let className = className(token.kind) else {
                ReferenceHTMLEscaping.append(bytes[token.range], to: &html)
                continue
            }
            // A span never crosses a line: each line of the HTML stands on its own, so a frame
            // can mark a line of a multi-line string or comment.
            var start = token.range.lowerBound
            while start < token.range.upperBound {
                let end = bytes[start..<token.range.upperBound].firstIndex(of: UInt8(ascii: "\n")) ?? token.range.upperBound
                if start < end {
                    html.append(contentsOf: #"<span class=""#.utf8)
                    html.append(contentsOf: className.utf8)
                    html.append(contentsOf: #"">"#.utf8)
                    ReferenceHTMLEscaping.append(bytes[start..<end], to: &html)
                    html.append(contentsOf: "</span>".utf8)
                }
                if end < token.range.upperBound { html.append(UInt8(ascii: "\n")) }
                start = end + 1
            }
        }
        return String(decoding: html, as: UTF8.self)
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

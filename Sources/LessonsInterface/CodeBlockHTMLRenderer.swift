public import LessonsCore
internal import HTMLEscaping

/// Writes code blocks as escaped `<pre><code class="language-x">`, and mermaid diagrams as
/// `<pre class="mermaid">` for mermaid's script to draw in the browser. When scripts do not run,
/// the reader still sees the diagram's source.
public struct CodeBlockHTMLRenderer: CodeBlockRendering {
    public init() {}

    public func html(for block: CodeBlock) -> String {
        let code = HTMLEscaping.escape(block.code)
        if block.isDiagram {
            return "<pre class=\"mermaid\">\(code)</pre>"
        }
        guard let language = block.language.map(Self.className), !language.isEmpty else {
            return "<pre><code>\(code)</code></pre>"
        }
        return "<pre><code class=\"language-\(language)\">\(code)</code></pre>"
    }

    /// An info string is author text: only keep characters that are safe in a class name.
    private static func className(_ language: String) -> String {
        String(language.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "+#-_".contains($0)) })
    }
}

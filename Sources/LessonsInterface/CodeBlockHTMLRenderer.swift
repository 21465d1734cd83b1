public import LessonsCore
internal import HTMLEscaping

/// Writes code blocks as escaped `<pre><code class="language-x">`, and mermaid diagrams as the
/// `DiagramMode` says: inline SVG, a `<pre class="mermaid">` for the browser, or their source.
/// A diagram the renderer rejects falls back to its source, with a warning: never an empty hole.
public struct CodeBlockHTMLRenderer: CodeBlockRendering {
    private let diagrams: DiagramMode

    public init(diagrams: DiagramMode = .client) {
        self.diagrams = diagrams
    }

    public func render(_ block: CodeBlock) -> RenderedCodeBlock {
        guard block.isDiagram else { return RenderedCodeBlock(html: code(block)) }
        switch diagrams {
        case let .svg(renderer):
            do {
                let svg = InlineSVG.prepared(try renderer.svg(for: block.code), idPrefix: InlineSVG.idPrefix(for: block.code))
                return RenderedCodeBlock(html: """
                    <figure class="diagram">\(svg)<details><summary>Código del diagrama</summary>\(code(block))</details></figure>
                    """)
            } catch {
                return RenderedCodeBlock(html: code(block), warning: "el diagrama no se pudo dibujar, se muestra su código: \(error.message)")
            }
        case .client:
            return RenderedCodeBlock(html: "<pre class=\"mermaid\">\(HTMLEscaping.escape(block.code))</pre>", needsDiagramScript: true)
        case .source:
            return RenderedCodeBlock(html: code(block))
        }
    }

    private func code(_ block: CodeBlock) -> String {
        let code = HTMLEscaping.escape(block.code)
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

public import LessonsCore
internal import HTMLEscaping
internal import SwiftHighlighting

/// Writes code blocks as `<pre><code class="language-x">`: Swift highlighted token by token,
/// diff lines marked as added or removed, any other language escaped. Mermaid diagrams go as the
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
        let code = switch block.language {
        case "swift": SwiftHighlighter.html(for: block.code)
        case "diff": Self.diffHTML(block.code)
        default: HTMLEscaping.escape(block.code)
        }
        guard let language = block.language.map(Self.className), !language.isEmpty else {
            return "<pre><code>\(code)</code></pre>"
        }
        return "<pre><code class=\"language-\(language)\">\(code)</code></pre>"
    }

    /// Each added, removed or hunk line in a span of its own, so the stylesheet can colour it.
    private static func diffHTML(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = HTMLEscaping.escape(String(line))
            switch line.first {
            case "+" where !line.hasPrefix("+++"): return "<span class=\"add\">\(escaped)</span>"
            case "-" where !line.hasPrefix("---"): return "<span class=\"del\">\(escaped)</span>"
            case "@" where line.hasPrefix("@@"): return "<span class=\"hunk\">\(escaped)</span>"
            default: return escaped
            }
        }.joined(separator: "\n")
    }

    /// An info string is author text: only keep characters that are safe in a class name.
    private static func className(_ language: String) -> String {
        String(language.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "+#-_".contains($0)) })
    }
}

import HTMLEscaping
import LessonsCore
import SiteInterface
import SwiftHighlighting

/// Writes a code block as `<pre><code class="language-x">`: Swift highlighted token by token,
/// diff lines marked as added or removed, any other language escaped. A mermaid diagram is a
/// `<figure>` with its drawing and its source, a `<pre class="mermaid">` for the browser to draw,
/// or its source, as the `DiagramMode` says.
enum CodeBlockMarkup {
    static func code(_ block: CodeBlock) -> String {
        let code = switch block.language {
        case "swift": SwiftHighlighter.html(for: block.code)
        case "diff": diffHTML(block.code)
        default: HTMLEscaping.escape(block.code)
        }
        guard let language = block.language.map(className), !language.isEmpty else {
            return "<pre><code>\(code)</code></pre>"
        }
        return "<pre><code class=\"language-\(language)\">\(code)</code></pre>"
    }

    /// A diagram drawn at build time, as an image of its drawing's file, its source kept readable beside it.
    /// - Parameter source: the image's `src`, escaped (a slot the body fills for each place).
    static func figure(_ drawing: DiagramDrawing, source: String, of block: CodeBlock, words: SiteWords) -> String {
        var size = ""
        if let width = drawing.width, let height = drawing.height { size = " width=\"\(width)\" height=\"\(height)\"" }
        let image = "<img src=\"\(source)\" alt=\"\(HTMLEscaping.escape(words.diagram))\"\(size)>"
        return "<figure class=\"diagram\">\(image)<details><summary>\(HTMLEscaping.escape(words.diagramSource))</summary>\(code(block))</details></figure>"
    }

    /// A diagram for mermaid's script to draw in the reader's browser.
    static func diagramForTheBrowser(_ block: CodeBlock) -> String {
        "<pre class=\"mermaid\">\(HTMLEscaping.escape(block.code))</pre>"
    }

    /// Each added, removed or hunk line in a span of its own, so the stylesheet can colour it.
    private static func diffHTML(_ code: String) -> String {
        code.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
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

import HTMLEscaping
public import LessonsCore
import SwiftHighlighting

/// A Swift block as a frame: a title bar with the file's name (its folder smaller), a link to the
/// file's previous version, a copy button (shown by a script: without one the code is still there
/// to select), and the code with the lines that changed since the previous version marked.
public enum CodeFrameMarkup {
    public static func html(for block: CodeBlock, frame: CodeFrame?) -> String {
        guard let frame else { return "<pre><code class=\"language-swift\">\(SwiftHighlighter.html(for: block.code))</code></pre>" }
        let code = block.code.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(frame.hiddenLines).joined(separator: "\n")
        var lines = SwiftHighlighter.html(for: code).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in frame.changedLines where index < lines.count {
            lines[index] = "<span class=\"changed\">" + lines[index] + "</span>"
        }
        let title = HTMLEscaping.escape(frame.fileName) + (frame.continues ? " <span class=\"code-continues\">(continúa)</span>" : "")
        let folder = frame.folder.isEmpty ? "" : " <span class=\"code-folder\">\(HTMLEscaping.escape(frame.folder))</span>"
        let previous = frame.previous.map { " <a class=\"code-previous\" href=\"\(HTMLEscaping.escape($0.url))\">\(HTMLEscaping.escape($0.text))</a>" } ?? ""
        return "<figure class=\"code-frame\" id=\"\(frame.anchor)\"><figcaption><span class=\"code-file\">\(title)</span>\(folder)\(previous)"
            + " <button type=\"button\" class=\"code-copy\" hidden>Copiar</button></figcaption>"
            + "<pre><code class=\"language-swift\">\(lines.joined(separator: "\n"))</code></pre></figure>"
    }
}

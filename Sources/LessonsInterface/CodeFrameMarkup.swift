import HTMLEscaping
public import LessonsCore
public import SiteInterface
import SiteCore
import SwiftHighlighting

/// A Swift block as a frame: a title bar with the file's name (its folder smaller), a link to the
/// file's previous version, a copy button (shown by a script: without one the code is still there
/// to select), and the code with the lines that changed since the previous version marked.
public enum CodeFrameMarkup {
    public static func html(for block: CodeBlock, frame: CodeFrame?, words: SiteWords = .spanish) -> String {
        html(code: code(for: block, frame: frame), frame: frame, words: words)
    }

    /// The block's code as its frame shows it, highlighted: without its hidden lines, the changed
    /// ones marked. The same for every frame of the block (on its lesson's page, on the print
    /// page), which differ only in their ids and links, so it is highlighted once for all of them.
    public static func code(for block: CodeBlock, frame: CodeFrame?) -> String {
        guard let frame else { return SwiftHighlighter.html(for: block.code) }
        let code = frame.hiddenLines == 0 ? block.code : TextLines.split(block.code).dropFirst(frame.hiddenLines).joined(separator: "\n")
        let highlighted = SwiftHighlighter.html(for: code)
        guard !frame.changedLines.isEmpty else { return highlighted }
        var lines = TextLines.split(highlighted).map(String.init)
        for index in frame.changedLines where index < lines.count {
            lines[index] = "<span class=\"changed\">" + lines[index] + "</span>"
        }
        return lines.joined(separator: "\n")
    }

    /// - Parameters:
    ///   - code: the block's code from `code(for:frame:)`.
    ///   - words: the copy button's and "continues" in the site's language.
    public static func html(code: String, frame: CodeFrame?, words: SiteWords) -> String {
        guard let frame else { return "<pre><code class=\"language-swift\">\(code)</code></pre>" }
        let title = HTMLEscaping.escape(frame.fileName) + (frame.continues ? " <span class=\"code-continues\">\(HTMLEscaping.escape(words.continues))</span>" : "")
        let folder = frame.folder.isEmpty ? "" : " <span class=\"code-folder\">\(HTMLEscaping.escape(frame.folder))</span>"
        let previous = frame.previous.map { " <a class=\"code-previous\" href=\"\(HTMLEscaping.escape($0.url))\">\(HTMLEscaping.escape($0.text))</a>" } ?? ""
        return "<figure class=\"code-frame\" id=\"\(frame.anchor)\"><figcaption><span class=\"code-file\">\(title)</span>\(folder)\(previous)"
            + " <button type=\"button\" class=\"code-copy\" data-copy=\"\(HTMLEscaping.escape(words.copy))\" data-copied=\"\(HTMLEscaping.escape(words.copied))\" hidden>\(HTMLEscaping.escape(words.copy))</button></figcaption>"
            + "<pre><code class=\"language-swift\">\(code)</code></pre></figure>"
    }
}

import HTMLEscaping
public import LessonsCore
public import SiteInterface
public import SiteCore
import SwiftHighlighting

/// A Swift block as a frame: a title bar with the file's name (its folder smaller), what its TDD
/// step did (with `--check-steps`), a link to the file's previous version, a copy button (shown by a script: without one the code is still there
/// to select), and the code with the lines that changed since the previous version marked.
public enum CodeFrameMarkup {
    public static func html(for block: CodeBlock, frame: CodeFrame?, words: SiteWords = .spanish) -> HTML {
        html(code: code(for: block, frame: frame), frame: frame, words: words)
    }

    /// The block's code as its frame shows it, highlighted: without its hidden lines, the changed
    /// ones marked. The same for every frame of the block (on its lesson's page, on the print
    /// page), which differ only in their ids and links, so it is highlighted once for all of them.
    public static func code(for block: CodeBlock, frame: CodeFrame?) -> HTML {
        guard let frame else { return HTML(utf8: SwiftHighlighter.utf8HTML(for: block.code)) }
        let code = frame.hiddenLines == 0 ? block.code : dropping(lines: frame.hiddenLines, of: block.code)
        let highlighted = HTML(utf8: SwiftHighlighter.utf8HTML(for: code))
        guard !frame.changedLines.isEmpty else { return highlighted }
        return marking(frame.changedLines, of: highlighted)
    }

    // Lines as `TextLines` splits them: at a line feed that does not follow a carriage return.
    // Both sides of such a line feed are character boundaries, so the text can be cut there; it is
    // cut in its UTF-8 bytes, without making a string of every line of every block.

    /// `text` after its first `count` lines (nothing when it has no more).
    static func dropping(lines count: Int, of text: String) -> String {
        var remaining = count
        var previous: UInt8 = 0
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == lineFeed, previous != carriageReturn {
                remaining -= 1
                if remaining == 0 { return String(text[utf8.index(after: index)...]) }
            }
            previous = byte
            index = utf8.index(after: index)
        }
        return ""
    }

    /// `html` with each line whose index is in `lines` wrapped in `<span class="changed">`.
    ///
    /// Line feeds are found in the bytes and the text between them is copied whole, a line at a
    /// time and after the last marked line all at once: appending a byte at a time was a tenth of
    /// writing the pages.
    static func marking(_ lines: Set<Int>, of html: HTML) -> HTML {
        guard let lastMarked = lines.max(), lastMarked >= 0 else { return html }
        let bytes = html.utf8
        let lineFeeds = bytes.withUnsafeBufferPointer { lineFeedOffsets(in: $0, upToLine: lastMarked) }
        let opening = #"<span class="changed">"#.utf8
        let closing = "</span>".utf8
        var marked: [UInt8] = []
        marked.reserveCapacity(bytes.count + lines.count * (opening.count + closing.count))
        var lineStart = 0
        for line in 0...lastMarked {
            let lineEnd = line < lineFeeds.count ? lineFeeds[line] : bytes.count
            let isMarked = lines.contains(line)
            if isMarked { marked += opening }
            marked += bytes[lineStart..<lineEnd]
            if isMarked { marked += closing }
            guard line < lineFeeds.count else { return HTML(utf8: marked) }
            lineStart = lineEnd + 1
            marked.append(lineFeed)
        }
        marked += bytes[lineStart...]
        return HTML(utf8: marked)
    }

    /// Offsets of the line feeds that end lines `0...last` (fewer when the text has fewer lines).
    private static func lineFeedOffsets(in bytes: UnsafeBufferPointer<UInt8>, upToLine last: Int) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(min(last, bytes.count) + 1)
        var previous: UInt8 = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == lineFeed, previous != carriageReturn {
                offsets.append(offset)
                if offsets.count > last { break }
            }
            previous = byte
        }
        return offsets
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// - Parameters:
    ///   - code: the block's code from `code(for:frame:)`.
    ///   - words: the copy button's and "continues" in the site's language.
    public static func html(code: HTML, frame: CodeFrame?, words: SiteWords) -> HTML {
        var html: [UInt8] = []
        append(code: code, frame: frame, words: words, to: &html)
        return HTML(utf8: html)
    }

    /// `html(code:frame:words:)` written at the end of `html`, where a lesson's body is being put together.
    public static func append(code: HTML, frame: CodeFrame?, words: SiteWords, to html: inout [UInt8]) {
        guard let frame else {
            html += #"<pre><code class="language-swift">"#.utf8
            html += code.utf8
            html += "</code></pre>".utf8
            return
        }
        // Written as bytes, escaped in place: a course has thousands of frames, each on its page and the print page.
        html += #"<figure class="code-frame" id=""#.utf8
        html += frame.anchor.utf8
        html += #""><figcaption><span class="code-file">"#.utf8
        HTMLEscaping.append(frame.fileName, to: &html)
        if frame.continues {
            html += #" <span class="code-continues">"#.utf8
            HTMLEscaping.append(words.continues, to: &html)
            html += "</span>".utf8
        }
        html += "</span>".utf8
        if !frame.folder.isEmpty {
            html += #" <span class="code-folder">"#.utf8
            // A long folder may wrap after any of its slashes, never widening the page.
            var folder = frame.folder
            folder.withUTF8 { bytes in
                var start = 0
                for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                    HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<index]), to: &html)
                    html += "/<wbr>".utf8
                    start = index + 1
                }
                HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start...]), to: &html)
            }
            html += "</span>".utf8
        }
        if let badge = frame.badge { append(badge, words: words, to: &html) }
        if let previous = frame.previous {
            html += #" <a class="code-previous" href=""#.utf8
            HTMLEscaping.append(previous.url, to: &html)
            html += #"">"#.utf8
            HTMLEscaping.append(previous.text, to: &html)
            html += "</a>".utf8
        }
        html += #" <button type="button" class="code-copy" data-copy=""#.utf8
        HTMLEscaping.append(words.copy, to: &html)
        html += #"" data-copied=""#.utf8
        HTMLEscaping.append(words.copied, to: &html)
        html += #"" hidden>"#.utf8
        HTMLEscaping.append(words.copy, to: &html)
        html += "</button></figcaption>".utf8
        html += #"<pre><code class="language-swift">"#.utf8
        html += code.utf8
        html += "</code></pre></figure>".utf8
    }

    /// ` <a class="step-badge step-red" href="…#paso-3" title="Paso 3 · como dice la lección" data-pagefind-ignore>rojo:
    /// no compila — falta <code>Email</code></a>`: a link to the step in the traceability report,
    /// or the same words alone where the badge links nowhere (the print page). Left out of the
    /// search index: every red step would match "falla".
    private static func append(_ badge: StepBadge, words: SiteWords, to html: inout [UInt8]) {
        let attributes = "class=\"step-badge step-\(badge.tone.rawValue)\"" + (badge.url.map { " href=\"\(HTMLEscaping.escape($0))\"" } ?? "")
        html += " <\(badge.url == nil ? "span" : "a") \(attributes) title=\"\(HTMLEscaping.escape(badge.title))\" data-pagefind-ignore>\(HTMLEscaping.escape(badge.text))".utf8
        if !badge.missing.isEmpty {
            let names = badge.missing.map { "<code>\(HTMLEscaping.escape($0))</code>" } + (badge.missesMore ? ["…"] : [])
            html += " — \(HTMLEscaping.escape(words.stepMissing)) \(names.joined(separator: ", "))".utf8
        }
        html += (badge.url == nil ? "</span>" : "</a>").utf8
    }
}

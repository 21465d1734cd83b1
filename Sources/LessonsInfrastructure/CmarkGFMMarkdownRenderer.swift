internal import CCmarkGFM
internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
public import LessonsCore

/// Renders GitHub Flavored Markdown with cmark-gfm, GitHub's own C library.
///
/// This is the only file that sees a C pointer: it parses, reads what the site needs into
/// Swift values, and frees every node, iterator and string before returning.
///
/// Raw HTML in lessons is left out by default (cmark's safe mode, which also drops
/// `javascript:` links), because lesson text is not trusted to write markup into every page.
/// With `allowsRawHTML` it is kept, and GitHub's tag filter still neutralises `<script>`,
/// `<iframe>`, `<style>` and the like.
public struct CmarkGFMMarkdownRenderer: MarkdownRendering {
    private let codeBlocks: any CodeBlockRendering
    private let allowsRawHTML: Bool

    public init(codeBlocks: any CodeBlockRendering, allowsRawHTML: Bool = false) {
        self.codeBlocks = codeBlocks
        self.allowsRawHTML = allowsRawHTML
    }

    /// cmark-gfm keeps its extensions in a process-wide registry: fill it once.
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    public func render(_ markdown: String, rewriteLink: (String) -> String) -> RenderedMarkdown {
        withDocument(Substring(markdown)) { document, parser in
            var found = Walk()
            walk(document, into: &found, rewriteLink: rewriteLink)
            // Replaced nodes are freed only after rendering: their children's text still points into them.
            var replaced: [OpaquePointer] = []
            defer { replaced.forEach { cmark_node_free($0) } }
            for (node, heading) in zip(found.headingNodes, found.headings) {
                replaced.append(replace(node, enter: "<h\(heading.level) id=\"\(heading.id)\">", exit: anchor(for: heading), movingChildren: true))
            }
            let renderedBlocks = found.codeNodes.map { node, block in
                let rendered = codeBlocks.render(block)
                replaced.append(replace(node, enter: rendered.html, exit: "", movingChildren: false))
                return rendered
            }
            guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
                preconditionFailure("cmark-gfm could not render HTML")
            }
            defer { free(rendered) }
            return RenderedMarkdown(
                html: String(cString: rendered),
                headings: found.headings,
                links: found.links,
                codeBlocks: found.codeNodes.map(\.1),
                tables: found.tables,
                needsDiagramScript: renderedBlocks.contains(where: \.needsDiagramScript),
                warnings: zip(found.codeNodes, renderedBlocks).compactMap { code, rendered in
                    rendered.warning.map { RenderedMarkdown.LineWarning(line: code.1.line, message: $0) }
                }
            )
        }
    }

    public func firstTitle(in markdown: String) -> String? {
        // Which blocks the first lines form never depends on the lines after them, so parsing up
        // to a line that could be a `# Title` (usually the first) answers without parsing the rest.
        // Two wrong guesses (a `# comment` in a code block) and the whole document is parsed.
        var lineStart = markdown.startIndex
        var guesses = 0
        while lineStart < markdown.endIndex, guesses < 2 {
            let lineEnd = markdown[lineStart...].firstIndex(of: "\n") ?? markdown.endIndex
            if Self.mayBeTitleLine(markdown[lineStart..<lineEnd]) {
                guesses += 1
                if let title = firstLevelOneHeading(in: markdown[..<lineEnd]) { return title }
            }
            lineStart = lineEnd < markdown.endIndex ? markdown.index(after: lineEnd) : lineEnd
        }
        return firstLevelOneHeading(in: markdown[...])
    }

    private var options: Int32 {
        CMARK_OPT_FOOTNOTES | (allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT)
    }

    /// Parses `markdown` with the GFM extensions, lends the document out, and frees it all.
    private func withDocument<Result>(_ markdown: Substring, _ body: (OpaquePointer, OpaquePointer) -> Result) -> Result {
        precondition(Self.extensionsRegistered)
        guard let parser = cmark_parser_new(options) else { preconditionFailure("cmark-gfm could not allocate a parser") }
        defer { cmark_parser_free(parser) }
        for name in allowsRawHTML ? Self.extensionNames + ["tagfilter"] : Self.extensionNames {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else { continue }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { preconditionFailure("cmark-gfm returned no document") }
        defer { cmark_node_free(document) }
        return body(document, parser)
    }

    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    private func firstLevelOneHeading(in markdown: Substring) -> String? {
        withDocument(markdown) { document, _ in
            guard let iterator = cmark_iter_new(document) else { return nil }
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                      cmark_node_get_type(node) == CMARK_NODE_HEADING, cmark_node_get_heading_level(node) == 1
                else { continue }
                return plainText(of: node)
            }
            return nil
        }
    }

    /// A line that could make a level-1 heading: `# Title`, perhaps inside a quote or list item,
    /// or the `===` under a title.
    private static func mayBeTitleLine(_ line: Substring) -> Bool {
        let content = line.drop { " \t>-*+".contains($0) || $0.isNumber || $0 == "." || $0 == ")" }
        if content.first == "=" { return content.allSatisfy { $0 == "=" || $0 == " " || $0 == "\r" } }
        guard content.first == "#" else { return false }
        let afterMark = content.dropFirst()
        return afterMark.isEmpty || afterMark.first == " " || afterMark.first == "\t" || afterMark.first == "\r"
    }

    /// What one pass over the tree collects.
    private struct Walk {
        var headings: [Heading] = []
        var headingNodes: [OpaquePointer] = []
        var links: [LessonLink] = []
        var codeNodes: [(OpaquePointer, CodeBlock)] = []
        var tables: [MarkdownTable] = []
        var slugger = HeadingSlugger()
    }

    private func walk(_ document: OpaquePointer, into found: inout Walk, rewriteLink: (String) -> String) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let line = Int(cmark_node_get_start_line(node))
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                let text = plainText(of: node)
                let id = found.slugger.slug(for: text)
                found.headings.append(Heading(level: Int(cmark_node_get_heading_level(node)), text: text, id: id, line: line))
                found.headingNodes.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let destination = string(cmark_node_get_url(node))
                let kind: LessonLink.Kind = cmark_node_get_type(node) == CMARK_NODE_IMAGE ? .image : .link
                found.links.append(LessonLink(destination: destination, kind: kind, line: line))
                let rewritten = rewriteLink(destination)
                if rewritten != destination { cmark_node_set_url(node, rewritten) }
            case CMARK_NODE_CODE_BLOCK:
                let info = string(cmark_node_get_fence_info(node))
                let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() }
                let block = CodeBlock(language: language, code: string(cmark_node_get_literal(node)), line: line)
                found.codeNodes.append((node, block))
            case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_PARAGRAPH,
                 CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE:
                continue
            default:
                // The table extension's node types are not in the public headers; their names are.
                if strcmp(cmark_node_get_type_string(node), "table") == 0, let table = table(from: node) {
                    found.tables.append(table)
                }
            }
        }
    }

    /// The text a reader sees in a heading: its words and code spans, without markup.
    private func plainText(of heading: OpaquePointer) -> String {
        inlineContent(of: heading).text
    }

    /// The text of an inline container (heading, table cell) and, apart, the contents of its code spans.
    private func inlineContent(of container: OpaquePointer) -> MarkdownTable.Cell {
        guard let iterator = cmark_iter_new(container) else { return MarkdownTable.Cell(text: "") }
        defer { cmark_iter_free(iterator) }
        var text = ""
        var codeSpans: [String] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT: text += string(cmark_node_get_literal(node))
            case CMARK_NODE_CODE:
                let code = string(cmark_node_get_literal(node))
                text += code
                codeSpans.append(code)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: continue
            }
        }
        return MarkdownTable.Cell(text: text.trimmedOfSpaces, codeSpans: codeSpans)
    }

    /// A table's rows (the first is the header), each cell as text and code spans.
    private func table(from node: OpaquePointer) -> MarkdownTable? {
        var rows: [MarkdownTable.Row] = []
        var row = cmark_node_first_child(node)
        while let currentRow = row {
            var cells: [MarkdownTable.Cell] = []
            var cell = cmark_node_first_child(currentRow)
            while let currentCell = cell {
                cells.append(inlineContent(of: currentCell))
                cell = cmark_node_next(currentCell)
            }
            rows.append(MarkdownTable.Row(cells: cells, line: Int(cmark_node_get_start_line(currentRow))))
            row = cmark_node_next(currentRow)
        }
        guard let header = rows.first else { return nil }
        return MarkdownTable(header: header, rows: Array(rows.dropFirst()))
    }

    /// Puts a custom block, which cmark writes out verbatim even in safe mode, where `node` was.
    /// Returns the unlinked original, for the caller to free once rendering is done.
    private func replace(_ node: OpaquePointer, enter: String, exit: String, movingChildren: Bool) -> OpaquePointer {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { preconditionFailure("cmark-gfm could not allocate a node") }
        cmark_node_set_on_enter(custom, enter)
        cmark_node_set_on_exit(custom, exit)
        while movingChildren, let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_append_child(custom, child)
        }
        cmark_node_replace(node, custom)
        return node
    }

    private func anchor(for heading: Heading) -> String {
        "<a class=\"heading-anchor\" href=\"#\(heading.id)\" aria-label=\"Enlace a esta sección\">#</a></h\(heading.level)>"
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

internal import CCmarkGFM
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
public import LessonsCore
internal import SiteCore

/// Parses GitHub Flavored Markdown with cmark-gfm, GitHub's own C library.
///
/// This is the only file that sees a C pointer, and all it does is convert: it parses, copies
/// what the site reads (headings, links, code blocks, tables) into Swift values, and renders the
/// document to HTML with the nodes the presentation side chose replaced by its markup. Each
/// document is freed with the Swift object that owns it.
///
/// Raw HTML in lessons is left out by default (cmark's safe mode, which also drops
/// `javascript:` links), because lesson text is not trusted to write markup into every page.
/// With `allowsRawHTML` it is kept, and GitHub's tag filter still neutralises `<script>`,
/// `<iframe>`, `<style>` and the like.
public struct CmarkGFMMarkdownParser: MarkdownParsing {
    private let allowsRawHTML: Bool

    public init(allowsRawHTML: Bool = false) {
        self.allowsRawHTML = allowsRawHTML
    }

    public func parse(_ markdown: String) -> any ParsedMarkdown {
        CmarkGFMDocument(
            parsing: markdown,
            options: CMARK_OPT_FOOTNOTES | (allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT),
            extensions: allowsRawHTML ? Self.extensionNames + ["tagfilter"] : Self.extensionNames
        )
    }

    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]
}

/// One parsed document, its parser, and the nodes its facts were read from.
private final class CmarkGFMDocument: ParsedMarkdown {
    let facts: MarkdownFacts
    private let parser: OpaquePointer
    private let document: OpaquePointer
    private let options: Int32
    private let headingNodes: [OpaquePointer]
    private let linkNodes: [OpaquePointer]
    private let codeNodes: [OpaquePointer]
    private let calloutNodes: [CalloutNodes]
    private let tableNodes: [OpaquePointer]
    /// Every node and string of the document, parser and renderings included: freed together.
    private let arena = CmarkArena()

    /// cmark-gfm keeps its extensions in a process-wide registry: fill it once.
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm's allocator for documents: their arena's.
    // Written once, then only read by cmark-gfm.
    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<cmark_mem> = {
        CmarkArena.prepare()
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(
            calloc: { count, size in CmarkArena.allocate(count: count, size: size) },
            realloc: { pointer, size in CmarkArena.reallocate(pointer, size: size) },
            free: { pointer in CmarkArena.deallocate(pointer) }
        ))
        return memory
    }()

    init(parsing markdown: String, options: Int32, extensions: [String]) {
        precondition(Self.extensionsRegistered)
        self.options = options
        var walk = Walk()
        (parser, document) = arena.using {
            guard let parser = cmark_parser_new_with_mem(options, Self.memory) else { preconditionFailure("cmark-gfm could not allocate a parser") }
            for name in extensions {
                guard let syntaxExtension = name.withCString(cmark_find_syntax_extension) else { continue }
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
            var text = markdown
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            guard let document = cmark_parser_finish(parser) else { preconditionFailure("cmark-gfm returned no document") }
            walk.read(document)
            return (parser, document)
        }
        facts = MarkdownFacts(
            headings: walk.headings, links: walk.links, codeBlocks: walk.codeBlocks, tables: walk.tables, callouts: walk.callouts,
            boldOpenings: walk.boldOpenings, proseAfterCodeBlocks: walk.proseAfterCodeBlocks
        )
        headingNodes = walk.headingNodes
        linkNodes = walk.linkNodes
        codeNodes = walk.codeNodes
        calloutNodes = walk.calloutNodes
        tableNodes = walk.tableNodes
    }

    // No `deinit`: the parser and the tree are in the arena, freed with it without a walk.

    func html(replacing replacements: MarkdownReplacements) -> HTML {
        arena.using { render(replacing: replacements) }
    }

    private func render(replacing replacements: MarkdownReplacements) -> HTML {
        // Replaced nodes are swapped for custom blocks, which cmark writes out verbatim even in safe
        // mode, and swapped back after rendering: the document is left as it was parsed.
        var swapped: [(original: OpaquePointer, custom: OpaquePointer, keepsChildren: Bool)] = []
        for (index, wrapper) in replacements.headings {
            swapped.append((headingNodes[index], swap(headingNodes[index], enter: wrapper.opening, exit: wrapper.closing, movingChildren: true), true))
        }
        for (index, html) in replacements.codeBlocks {
            swapped.append((codeNodes[index], swap(codeNodes[index], enter: html, exit: "", movingChildren: false), false))
        }
        var originalLiterals: [(OpaquePointer, String)] = []
        for (index, wrapper) in replacements.callouts {
            let callout = calloutNodes[index]
            // The `[!NOTE]` line is the callout's title now, so it is left out: its paragraph when
            // it is all the paragraph holds, else its text and the line break after it.
            if let lineBreak = callout.lineBreak {
                for text in callout.markerTexts {
                    originalLiterals.append((text, string(cmark_node_get_literal(text))))
                    cmark_node_set_literal(text, "")
                }
                swapped.append((lineBreak, swap(lineBreak, enter: "", exit: "", movingChildren: false, type: CMARK_NODE_CUSTOM_INLINE), false))
            } else {
                swapped.append((callout.paragraph, swap(callout.paragraph, enter: "", exit: "", movingChildren: false), false))
            }
            swapped.append((callout.quote, swap(callout.quote, enter: wrapper.opening, exit: wrapper.closing, movingChildren: true), true))
        }
        // A table's wrapper is two blocks beside it, removed after rendering.
        var besideTables: [OpaquePointer] = []
        if let wrapper = replacements.tables {
            for table in tableNodes {
                let opening = customBlock(writing: wrapper.opening), closing = customBlock(writing: wrapper.closing)
                cmark_node_insert_before(table, opening)
                cmark_node_insert_after(table, closing)
                besideTables += [opening, closing]
            }
        }
        var originalURLs: [(OpaquePointer, String)] = []
        for (index, destination) in replacements.linkDestinations {
            originalURLs.append((linkNodes[index], string(cmark_node_get_url(linkNodes[index]))))
            destination.withCString { _ = cmark_node_set_url(linkNodes[index], $0) }
        }
        defer {
            for node in besideTables {
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
            for (node, url) in originalURLs { url.withCString { _ = cmark_node_set_url(node, $0) } }
            for (node, literal) in originalLiterals { literal.withCString { _ = cmark_node_set_literal(node, $0) } }
            for (original, custom, keepsChildren) in swapped {
                while keepsChildren, let child = cmark_node_first_child(custom) {
                    cmark_node_unlink(child)
                    cmark_node_append_child(original, child)
                }
                cmark_node_replace(custom, original)
                cmark_node_free(custom)
            }
        }
        // In the arena, freed with it. UTF-8 as it is: cmark-gfm checked its input, and replacements are Swift text.
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            preconditionFailure("cmark-gfm could not render HTML")
        }
        return HTML(utf8: Array(UnsafeRawBufferPointer(start: rendered, count: strlen(rendered))))
    }

    /// cmark-gfm writes them itself, from a document of one link per paragraph with this document's
    /// options: its check for dangerous URLs is not exported. Most destinations a site rewrites
    /// (`../login/02.html#el-protocolo`) are written as they are, and skip that document.
    func hrefs(for destinations: [String]) -> [String] {
        let asTheyAre = destinations.map(Self.isWrittenAsItIs)
        guard asTheyAre.contains(false) else { return destinations }
        var escaped = renderedHrefs(for: zip(destinations, asTheyAre).filter { !$1 }.map(\.0)).makeIterator()
        return zip(destinations, asTheyAre).map { destination, isAsItIs in isAsItIs ? destination : escaped.next()! }
    }

    /// Letters, digits and `-_./#~%` only: cmark-gfm escapes none of them (`houdini_escape_href`),
    /// and without a colon there is no scheme for it to find dangerous.
    private static func isWrittenAsItIs(_ destination: String) -> Bool {
        destination.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "~"), UInt8(ascii: "%"): true
            default: false
            }
        }
    }

    private func renderedHrefs(for destinations: [String]) -> [String] {
        guard let links = cmark_node_new(CMARK_NODE_DOCUMENT) else { preconditionFailure("cmark-gfm could not allocate a node") }
        defer { cmark_node_free(links) }
        for destination in destinations {
            guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH), let link = cmark_node_new(CMARK_NODE_LINK) else {
                preconditionFailure("cmark-gfm could not allocate a node")
            }
            destination.withCString { _ = cmark_node_set_url(link, $0) }
            cmark_node_append_child(paragraph, link)
            cmark_node_append_child(links, paragraph)
        }
        // Without source positions, so each paragraph is written as below; whether a URL is
        // dangerous depends on the safe mode alone.
        guard let rendered = cmark_render_html(links, options & ~CMARK_OPT_SOURCEPOS, nil) else { preconditionFailure("cmark-gfm could not render HTML") }
        defer { free(rendered) }
        // `<p><a href="…"></a></p>` a line each: an escaped href holds no quote and no line break.
        let opening = #"<p><a href=""#, closing = #""></a></p>"#
        let hrefs = String(cString: rendered).split(separator: "\n").map { line in
            precondition(line.hasPrefix(opening) && line.hasSuffix(closing), "cmark-gfm wrote a link as \(line)")
            return String(line.dropFirst(opening.count).dropLast(closing.count))
        }
        precondition(hrefs.count == destinations.count, "cmark-gfm wrote \(hrefs.count) links of \(destinations.count)")
        return hrefs
    }

    /// Puts a custom node with `enter` and `exit` where `node` was, and returns it: a block for a
    /// block, an inline for an inline (cmark refuses a block inside a paragraph).
    private func swap(_ node: OpaquePointer, enter: String, exit: String, movingChildren: Bool, type: cmark_node_type = CMARK_NODE_CUSTOM_BLOCK) -> OpaquePointer {
        let custom = customBlock(writing: enter, exit: exit, type: type)
        while movingChildren, let child = cmark_node_first_child(node) {
            cmark_node_unlink(child)
            cmark_node_append_child(custom, child)
        }
        cmark_node_replace(node, custom)
        return custom
    }

    /// A node that cmark writes out verbatim: `enter`, its children, `exit`.
    ///
    /// Strings go to cmark-gfm through `withCString`, here and wherever this file hands it one: a
    /// `String` passed where C takes a `const char *` is copied into a new array on every call
    /// (a literal is not), and a lesson has a node or a destination for every heading, link and block.
    private func customBlock(writing enter: String, exit: String = "", type: cmark_node_type = CMARK_NODE_CUSTOM_BLOCK) -> OpaquePointer {
        // From the document's allocator: cmark-gfm links only nodes that share one.
        guard let custom = cmark_node_new_with_mem(type, Self.memory) else { preconditionFailure("cmark-gfm could not allocate a node") }
        enter.withCString { _ = cmark_node_set_on_enter(custom, $0) }
        exit.withCString { _ = cmark_node_set_on_exit(custom, $0) }
        return custom
    }
}

/// A callout's block quote, and the nodes of its `[!NOTE]` line.
private struct CalloutNodes {
    let quote: OpaquePointer
    let paragraph: OpaquePointer
    let markerTexts: [OpaquePointer]
    /// The break that ends the marker's line; nil when the marker is all its paragraph holds.
    let lineBreak: OpaquePointer?
}

/// One pass over a document's tree: its facts as Swift values, and the nodes they came from.
private struct Walk {
    var headings: [MarkdownFacts.Heading] = []
    var links: [LessonLink] = []
    var codeBlocks: [CodeBlock] = []
    var tables: [MarkdownTable] = []
    var headingNodes: [OpaquePointer] = []
    var linkNodes: [OpaquePointer] = []
    var codeNodes: [OpaquePointer] = []
    var callouts: [Callout] = []
    var calloutNodes: [CalloutNodes] = []
    var tableNodes: [OpaquePointer] = []
    var boldOpenings: [MarkdownFacts.BoldOpening] = []
    var proseAfterCodeBlocks: [Int: String] = [:]

    mutating func read(_ document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let line = Self.line(of: node)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                headings.append(MarkdownFacts.Heading(level: Int(cmark_node_get_heading_level(node)), text: inlineContent(of: node).text, line: line))
                headingNodes.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let kind: LessonLink.Kind = cmark_node_get_type(node) == CMARK_NODE_IMAGE ? .image : .link
                links.append(LessonLink(destination: string(cmark_node_get_url(node)), kind: kind, line: line))
                linkNodes.append(node)
            case CMARK_NODE_CODE_BLOCK:
                let block = CodeBlock(info: string(cmark_node_get_fence_info(node)), code: string(cmark_node_get_literal(node)), line: line)
                if block.language == "swift", let next = cmark_node_next(node), cmark_node_get_type(next) == CMARK_NODE_PARAGRAPH {
                    proseAfterCodeBlocks[codeBlocks.count] = Self.prefix(inlineContent(of: next).text, MarkdownFacts.proseMaxLength)
                }
                codeBlocks.append(block)
                codeNodes.append(node)
            case CMARK_NODE_PARAGRAPH:
                if let first = cmark_node_first_child(node), cmark_node_get_type(first) == CMARK_NODE_STRONG {
                    boldOpenings.append(MarkdownFacts.BoldOpening(text: Self.prefix(inlineContent(of: first).text, MarkdownFacts.BoldOpening.maxLength), line: line))
                }
            case CMARK_NODE_BLOCK_QUOTE:
                if let (kind, nodes) = Self.callout(in: node) {
                    callouts.append(Callout(kind: kind, line: line))
                    calloutNodes.append(nodes)
                }
            case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
                 CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LIST, CMARK_NODE_ITEM:
                continue
            default:
                // The table extension's node types are not in the public headers; their names are.
                guard strcmp(cmark_node_get_type_string(node), "table") == 0 else { continue }
                tableNodes.append(node)
                if let table = table(from: node) { tables.append(table) }
            }
        }
    }

    /// A block quote whose first line is only text naming a callout (cmark splits `[!NOTE]` into
    /// several text nodes, at the brackets).
    private static func callout(in quote: OpaquePointer) -> (Callout.Kind, CalloutNodes)? {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { return nil }
        var texts: [OpaquePointer] = []
        var marker = ""
        var next = cmark_node_first_child(paragraph)
        while let node = next, cmark_node_get_type(node) == CMARK_NODE_TEXT {
            texts.append(node)
            marker += string(cmark_node_get_literal(node))
            next = cmark_node_next(node)
        }
        if let node = next, cmark_node_get_type(node) != CMARK_NODE_SOFTBREAK && cmark_node_get_type(node) != CMARK_NODE_LINEBREAK { return nil }
        guard let kind = Callout.kind(ofMarker: marker) else { return nil }
        return (kind, CalloutNodes(quote: quote, paragraph: paragraph, markerTexts: texts, lineBreak: next))
    }

    /// The line a node starts on. Nodes an extension makes after parsing (the autolinks of
    /// `www.swift.org`) have none: they take their container's.
    private static func line(of node: OpaquePointer) -> Int {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 { return line }
            current = cmark_node_parent(candidate)
        }
        return 1
    }

    /// The text's first `count` characters; a text of no more bytes than that is all of them,
    /// without walking its characters.
    private static func prefix(_ text: String, _ count: Int) -> String {
        text.utf8.count <= count ? text : String(text.prefix(count))
    }

    /// The text of an inline container (heading, table cell) and, apart, the contents of its code spans.
    private func inlineContent(of container: OpaquePointer) -> MarkdownTable.Cell {
        // Most headings and cells are one run of text: read as it is, without walking it.
        if let only = cmark_node_first_child(container), cmark_node_next(only) == nil, cmark_node_get_type(only) == CMARK_NODE_TEXT {
            return MarkdownTable.Cell(text: string(cmark_node_get_literal(only)).trimmedOfSpaces)
        }
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
}

private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}

internal import CCmarkGFM
import Foundation

/// The parser's own cost, the limit a build is compared with: every lesson parsed and rendered to
/// an HTML file by cmark-gfm alone, as its `cmark-gfm` command would, with nothing of the site.
///
/// One thread and one parser per file, with the options and extensions `CmarkGFMMarkdownParser`
/// uses by default (safe mode, footnotes; tagfilter is attached only when raw HTML is allowed).
/// This is the only file of the benchmark that sees a C pointer.
struct RawCmarkBaseline {
    private static let options = CMARK_OPT_FOOTNOTES | CMARK_OPT_DEFAULT
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    private let content: URL
    private let output: URL
    private let files: [String]

    /// Every `.md` under `content` listed, and `output` emptied: not the parser's work, done before
    /// the clock starts, as the build's previous site is deleted before its clock starts. (Timed,
    /// deleting the previous run's 5,000 pages was a sixth of the baseline, and lowered the ratio.)
    static func prepared(content: URL, output: URL) -> RawCmarkBaseline {
        try? FileManager.default.removeItem(at: output)
        cmark_gfm_core_extensions_ensure_registered()
        return RawCmarkBaseline(content: content, output: output, files: markdownFiles(in: content))
    }

    /// Renders every lesson to `output` (same relative paths, `.html`), reading and writing included: the part timed.
    func run() throws {
        var createdFolders: Set<String> = []
        for relativePath in files {
            let markdown = try Data(contentsOf: content.appendingPathComponent(relativePath))
            let html = Self.render(markdown)
            let destination = output.appendingPathComponent(relativePath).deletingPathExtension().appendingPathExtension("html")
            let folder = destination.deletingLastPathComponent().path
            if createdFolders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try html.write(to: destination)
        }
    }

    private static func render(_ markdown: Data) -> Data {
        guard let parser = cmark_parser_new(options) else { preconditionFailure("cmark-gfm could not allocate a parser") }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else { continue }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        markdown.withUnsafeBytes { bytes in
            cmark_parser_feed(parser, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        guard let document = cmark_parser_finish(parser) else { preconditionFailure("cmark-gfm returned no document") }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            preconditionFailure("cmark-gfm could not render HTML")
        }
        defer { free(rendered) }
        return Data(bytes: rendered, count: strlen(rendered))
    }

    private static func markdownFiles(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { files.append(path) }
        }
        return files.sorted()
    }
}

// libFuzzer target: a lesson's Markdown, as the build reads it. A lesson within the parser's bounds
// (`MarkdownLimits`) is parsed by cmark-gfm within the fuzzer's time limit, with facts at lines of
// the document, and renders the same way twice, also after a rendering that replaced every node
// it could (the document must be left as parsed).
import LessonsCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let markdown = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard MarkdownLimits().violation(in: markdown) == nil else { return 0 }
    let document = CmarkGFMMarkdownParser().parse(markdown)
    // CommonMark ends a line at LF, CR or CRLF.
    let lines = markdown.utf8.indices.filter { index in
        let byte = markdown.utf8[index]
        let next = markdown.utf8.index(after: index)
        return byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (next == markdown.utf8.endIndex || markdown.utf8[next] != UInt8(ascii: "\n")))
    }.count + 1
    let facts = document.facts
    let factLines = facts.headings.map(\.line) + facts.links.map(\.line) + facts.codeBlocks.map(\.line) + facts.tables.map(\.line) + facts.callouts.map(\.line)
    if let line = factLines.first(where: { $0 < 1 || $0 > lines }) { fatalError("a fact at line \(line) of \(lines)") }
    let plain = document.html(replacing: MarkdownReplacements())
    var everything = MarkdownReplacements()
    for index in facts.headings.indices { everything.headings[index] = .init(opening: "<h>", closing: "</h>") }
    for index in facts.callouts.indices { everything.callouts[index] = .init(opening: "<c>", closing: "</c>") }
    for index in facts.codeBlocks.indices { everything.codeBlocks[index] = "<pre/>" }
    for index in facts.links.indices { everything.linkDestinations[index] = "/x" }
    _ = document.html(replacing: everything)
    if document.html(replacing: MarkdownReplacements()) != plain { fatalError("a rendering with replacements changed the document") }
    return 0
}

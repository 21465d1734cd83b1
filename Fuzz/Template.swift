// libFuzzer target: the template engine, on any template a course may bring. The input is a page
// template and, after the first NUL byte, a partial it may include (`{{> part}}`), rendered with
// a small model. Parsing answers with a template or a syntax error whose line and column are in
// the text (and, with the default delimiters, at a `{`, where the tag it blames starts); rendering
// answers with a page or an error, the same bytes twice, never a crash, within the fuzzer's time
// limit (a template that includes itself, sections nested a million deep, nested sections over a
// list); and a template with no tag is written as it is (but for a last line of blanks alone,
// which swift-mustache drops too).

private struct Item: Encodable {
    let name: String
}

private struct Model: Encodable {
    let name = "a<b"
    let flag = true
    let count = 3
    let items = [Item(name: "x"), Item(name: "y")]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let page = String(decoding: bytes[..<split], as: UTF8.self)
    let part = split < size ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : "[{{name}}]"
    var templates: [String: CompiledTemplate] = [:]
    for (name, text) in [("page", page), ("part", part)] {
        do {
            templates[name] = try CompiledTemplateParser.parse(text)
        } catch {
            check(error, in: text)
            return 0
        }
    }
    let library = CompiledTemplateLibrary(templates: templates)
    let first = try? library.render(Model(), template: "page")
    let second = try? library.render(Model(), template: "page")
    if first != second {
        fatalError("the same page rendered twice differs: \(page.debugDescription)")
    }
    // As swift-mustache, the engine drops a last line of nothing but blanks.
    let lastLine = page.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last ?? []
    let kept = lastLine.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ? page.utf8.dropLast(lastLine.count) : page.utf8[...]
    if !page.contains("{{"), first != Array(kept) {
        fatalError("a template with no tag is not written as it is: \(page.debugDescription)")
    }
    return 0
}

/// The error's place, found again by splitting the text's bytes at line feeds (a `\r\n` is one
/// `Character`, which `split(separator: "\n")` would not split at).
private func check(_ error: TemplateSyntaxError, in text: String) {
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard error.line >= 1, error.line <= lines.count, error.column >= 1 else {
        fatalError("the error is at \(error.line):\(error.column), outside the text's \(lines.count) lines: \(text.debugDescription)")
    }
    let line = lines[error.line - 1]
    guard error.column <= line.count + 1 else {
        fatalError("the error is at column \(error.column) of a line of \(line.count): \(text.debugDescription)")
    }
    // With other delimiters, or one cut off at the end, the tag may start elsewhere.
    if !text.contains("{{=") && !text.hasSuffix("{") && error.column <= line.count {
        let character = line[line.index(line.startIndex, offsetBy: error.column - 1)]
        if character != "{" {
            fatalError("the error \(error.problem) at \(error.line):\(error.column) is not at a tag but at \(character.debugDescription): \(text.debugDescription)")
        }
    }
}

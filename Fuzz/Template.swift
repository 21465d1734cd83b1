// libFuzzer target: the template engine, on any template a course may bring. The input is a page
// template and, after the first NUL byte, a partial it may include (`{{> part}}`), rendered with
// a small model. Parsing answers with a template or a syntax error at a line and column inside the
// text; rendering answers with a page or an error, never a crash, within the fuzzer's time limit
// (a template that includes itself, sections nested a million deep); and a template with no tag
// renders as its own text.

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
            let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
            guard (1...lines).contains(error.line), error.column >= 1 else {
                fatalError("the error is at \(error.line):\(error.column), outside the text's \(lines) lines: \(text.debugDescription)")
            }
            return 0
        }
    }
    let library = CompiledTemplateLibrary(templates: templates)
    let html: [UInt8]?
    do {
        html = try library.render(Model(), template: "page")
    } catch {
        return 0
    }
    if !page.contains("{{"), html != Array(page.utf8) {
        fatalError("a template with no tag is not written as it is: \(page.debugDescription)")
    }
    return 0
}

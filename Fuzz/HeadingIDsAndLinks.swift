// libFuzzer target: heading ids and link rewriting, on any text.
// - An id holds no space or ASCII punctuation but `-` and `_`, and the same heading twice gets two ids.
// - A link that could run code comes out empty; any other keeps its way out of the site closed:
//   a link inside the site never becomes protocol-relative (`//host`).
// - For the print page too, where a link into the course points at a lesson's anchor or an id inside it.
import LessonsCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var slugger = HeadingSlugger()
    let first = slugger.slug(for: text)
    let second = slugger.slug(for: text)
    if first == second { fatalError("two headings got one id: \(text.debugDescription)") }
    if first.unicodeScalars.contains(where: { $0.isASCII && !($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }) {
        fatalError("an id kept punctuation: \(first.debugDescription)")
    }
    let target = LinkTarget(text)
    let rewritten = LinkRewriter(baseURL: "/curso/").rewrite(text)
    if target.isDangerous != rewritten.isEmpty, !text.isEmpty { fatalError("a dangerous link was kept or a safe one dropped: \(text.debugDescription)") }
    if target.kind != .external, rewritten.hasPrefix("//") { fatalError("a link in the site became protocol-relative: \(text.debugDescription)") }
    let lesson = LessonPath("login/01.md")!
    let anchors = PrintAnchors(lessons: [lesson, LessonPath("a.md")!, LessonPath("login/\(text).md")].compactMap { $0 })
    let printed = PrintLinkRewriter(anchors: anchors).rewrite(text, in: lesson)
    if target.isDangerous != printed.isEmpty, !text.isEmpty { fatalError("print: a dangerous link was kept or a safe one dropped: \(text.debugDescription)") }
    if target.kind != .external, printed.hasPrefix("//") { fatalError("print: a link in the site became protocol-relative: \(text.debugDescription)") }
    if target.kind != .external, printed.hasPrefix("#") {
        let id = printed.dropFirst()
        let known = ["login/01", "a", anchors.anchor(for: LessonPath("login/\(text).md") ?? lesson) ?? ""]
        // By bytes, as a browser matches a fragment: a combining mark after `--` is part of the
        // heading's id, though as `Character`s it would fold the hyphen into itself.
        if !known.contains(where: { id.utf8.elementsEqual($0.utf8) || id.utf8.starts(with: ($0 + PrintAnchors.separator).utf8) }) { fatalError("print: a link points at no lesson of the page: \(text.debugDescription) → \(printed)") }
    }
    return 0
}

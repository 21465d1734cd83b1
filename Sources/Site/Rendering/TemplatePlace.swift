/// A place in a template's text as an editor shows it: the line (lines end at line feeds) and the
/// column, in characters, both from 1.
struct TemplatePlace: Equatable {
    let line: Int
    let column: Int

    init(of index: String.Index, in text: String) {
        let before = text[..<index]
        line = before.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.utf8.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.startIndex
        column = text[lineStart..<index].count + 1
    }
}

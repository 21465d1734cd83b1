// libFuzzer target: the front matter reader, on any lesson. It answers (with a document or an
// error naming the file) within the fuzzer's time limit, however the YAML is built (alias bombs),
// and the body it returns is the end of the lesson, after exactly `bodyLineOffset` lines.
import LessonsCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let document = try YamsFrontMatterParser().parse(text, file: "a.md")
        guard text.utf8.count >= document.body.utf8.count, text.utf8.suffix(document.body.utf8.count).elementsEqual(document.body.utf8) else {
            fatalError("the body is not the end of the lesson")
        }
        let before = text.utf8.dropLast(document.body.utf8.count)
        // The lines before the body: each ends with a line feed, but the closing `---` may end the file.
        let lines = before.filter({ $0 == UInt8(ascii: "\n") }).count + (before.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        if document.bodyLineOffset != lines { fatalError("the line offset is wrong: \(text.debugDescription)") }
    } catch {
        guard case .invalidFrontMatter(file: "a.md", _, _) = error else { fatalError("unexpected error \(error)") }
    }
    return 0
}

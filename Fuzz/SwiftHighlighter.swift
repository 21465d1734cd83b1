// libFuzzer target: the Swift highlighter never crashes and, with its spans stripped and its
// text unescaped, gives back its input exactly.
import Foundation
import SwiftHighlighting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let source = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let html = SwiftHighlighter.html(for: source)
    let text = unescaped(withoutTags(html))
    if text != source { fatalError("stripping the spans did not give back the input: \(source.debugDescription)") }
    return 0
}

private func withoutTags(_ html: String) -> String {
    var result = ""
    var inTag = false
    for character in html {
        if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { result.append(character) }
    }
    return result
}

private func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
}

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

/// Read by scalars: a combining mark after a tag's `>` (`:֝` highlighted) makes one `Character` of both.
private func withoutTags(_ html: String) -> String {
    var result = String.UnicodeScalarView()
    var inTag = false
    for scalar in html.unicodeScalars {
        if scalar == "<" { inTag = true } else if scalar == ">" && inTag { inTag = false } else if !inTag { result.append(scalar) }
    }
    return String(result)
}

/// By scalars too: a combining mark after an entity's `;` makes one `Character` of both.
private func unescaped(_ text: String) -> String {
    let entities: [(String, Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        if scalars[index] == "&", let (entity, character) = entities.first(where: { entity, _ in
            let spelled = Array(entity.unicodeScalars)
            return index + spelled.count <= scalars.count && Array(scalars[index..<index + spelled.count]) == spelled
        }) {
            result.append(character)
            index += entity.unicodeScalars.count
        } else {
            result.append(scalars[index])
            index += 1
        }
    }
    return String(result)
}

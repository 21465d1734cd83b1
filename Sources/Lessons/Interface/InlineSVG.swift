import Foundation
import SiteCore

/// Readies a renderer's SVG to sit inside a page next to other diagrams.
///
/// Renderers give every SVG the same root id (`merman`, `my-svg`) and scope their styles and
/// markers to it (`#merman .node`, `url(#merman-arrow)`): two diagrams on one page would style
/// each other. Each diagram gets ids of its own, derived from its source.
enum InlineSVG {
    /// The SVG with every `#root` and `id="root` of its root's id written with `idPrefix`
    /// instead. On UTF-8 bytes, in one pass: a lesson course holds thousands of diagrams of
    /// tens of kilobytes each, and Foundation's search through `NSString` took most of a build.
    static func prepared(_ svg: String, idPrefix: String) -> String {
        var svg = svg
        return svg.withUTF8 { bytes in
            guard let root = rootID(of: bytes) else { return String(decoding: bytes, as: UTF8.self) }
            let reference = [UInt8(ascii: "#")] + root
            let declaration = Array("id=\"".utf8) + root
            let prefix = Array(idPrefix.utf8)
            var prepared: [UInt8] = []
            prepared.reserveCapacity(bytes.count + 64)
            // Runs between the bytes that may start either pattern are copied whole.
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "#") || byte == UInt8(ascii: "i") else {
                    index += 1
                    continue
                }
                let pattern = byte == UInt8(ascii: "#") ? reference : declaration
                guard Self.bytes(bytes, at: index, start: pattern) else {
                    index += 1
                    continue
                }
                prepared.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                prepared += pattern.prefix(pattern.count - root.count)
                prepared += prefix
                index += pattern.count
                runStart = index
            }
            prepared.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            return String(decoding: prepared, as: UTF8.self)
        }
    }

    /// Stable across builds, so pages don't change when nothing did.
    static func idPrefix(for source: String) -> String {
        "d" + ContentHash.of(source)
    }

    /// The `id` of the first `<svg` tag, if it has one.
    private static func rootID(of svg: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let tag = svg.firstRange(of: Array("<svg".utf8)),
              let tagEnd = svg[tag.upperBound...].firstIndex(of: UInt8(ascii: ">")),
              let id = svg[tag.upperBound..<tagEnd].firstRange(of: Array(" id=\"".utf8))
        else { return nil }
        let value = svg[id.upperBound..<tagEnd].prefix { $0 != UInt8(ascii: "\"") }
        return value.isEmpty ? nil : Array(value)
    }

    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start pattern: [UInt8]) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}

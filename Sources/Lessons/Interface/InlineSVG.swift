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
        let bytes = Array(svg.utf8)
        guard let root = rootID(of: bytes) else { return svg }
        let reference = [UInt8(ascii: "#")] + root
        let declaration = Array("id=\"".utf8) + root
        let prefix = Array(idPrefix.utf8)
        var prepared: [UInt8] = []
        prepared.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "#"), bytes.starts(with: reference, at: index) {
                prepared.append(UInt8(ascii: "#"))
                prepared += prefix
                index += reference.count
            } else if bytes[index] == UInt8(ascii: "i"), bytes.starts(with: declaration, at: index) {
                prepared += declaration.prefix(4)
                prepared += prefix
                index += declaration.count
            } else {
                prepared.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: prepared, as: UTF8.self)
    }

    /// Stable across builds, so pages don't change when nothing did.
    static func idPrefix(for source: String) -> String {
        "d" + ContentHash.of(source)
    }

    /// The `id` of the first `<svg` tag, if it has one.
    private static func rootID(of svg: [UInt8]) -> [UInt8]? {
        guard let tag = svg.firstRange(of: Array("<svg".utf8)),
              let tagEnd = svg[tag.upperBound...].firstIndex(of: UInt8(ascii: ">")),
              let id = svg[tag.upperBound..<tagEnd].firstRange(of: Array(" id=\"".utf8))
        else { return nil }
        let value = svg[id.upperBound..<tagEnd].prefix { $0 != UInt8(ascii: "\"") }
        return value.isEmpty ? nil : Array(value)
    }
}

private extension Array where Element == UInt8 {
    func starts(with pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= count else { return false }
        for offset in pattern.indices where self[index + offset] != pattern[offset] { return false }
        return true
    }
}

import Foundation
import SiteCore

/// Readies a renderer's SVG to sit inside a page next to other diagrams.
///
/// Renderers give every SVG the same root id (`merman`, `my-svg`) and scope their styles and
/// markers to it (`#merman .node`, `url(#merman-arrow)`): two diagrams on one page would style
/// each other. Each diagram gets ids of its own, derived from its source.
enum InlineSVG {
    static func prepared(_ svg: String, idPrefix: String) -> String {
        guard let rootID = rootID(of: svg) else { return svg }
        return svg
            .replacingOccurrences(of: "#\(rootID)", with: "#\(idPrefix)")
            .replacingOccurrences(of: "id=\"\(rootID)", with: "id=\"\(idPrefix)")
    }

    /// Stable across builds, so pages don't change when nothing did.
    static func idPrefix(for source: String) -> String {
        "d" + ContentHash.of(source)
    }

    private static func rootID(of svg: String) -> String? {
        guard let tag = svg.range(of: "<svg"), let tagEnd = svg[tag.upperBound...].firstIndex(of: ">"),
              let id = svg[tag.upperBound..<tagEnd].range(of: " id=\"")
        else { return nil }
        let value = svg[id.upperBound..<tagEnd].prefix { $0 != "\"" }
        return value.isEmpty ? nil : String(value)
    }
}

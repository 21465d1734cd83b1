import SiteCore

/// A diagram drawn when the site is built, as the site publishes it: a file of its own, named
/// after the diagram's source, which every page that shows the diagram (and the print page) loads
/// as an image. A course repeats diagrams: each is written once, not into every page that holds it;
/// and an image runs no script and shares no ids or styles with the page or the other diagrams.
public struct DiagramDrawing: Equatable, Sendable {
    /// The site's folder of drawings.
    public static let folder = "diagrams"

    /// Where it goes in the site: `diagrams/d<hash of its source>.svg`, the same from build to
    /// build while the source stays, so pages don't change when nothing did.
    public let path: String
    /// The renderer's SVG, as a file of its own (with its namespace, which an image needs).
    public let svg: String
    /// The diagram's source: two sources whose hashes are the same would share a file.
    public let source: String
    /// Its size in CSS pixels, from its `viewBox`, so the page keeps its room while it loads;
    /// nil when the drawing does not say.
    let width: Int?
    let height: Int?

    /// - Parameters:
    ///   - svg: the renderer's `<svg>` element.
    ///   - source: the diagram's source, which names its file.
    init(svg: String, source: String) {
        path = "\(Self.folder)/d\(ContentHash.of(source)).svg"
        self.source = source
        let root = Self.rootTag(of: svg)
        if let root, Self.attribute("xmlns", of: root) == nil {
            self.svg = String(svg[..<root.startIndex]) + "<svg xmlns=\"http://www.w3.org/2000/svg\"" + svg[root.startIndex...].dropFirst(4)
        } else {
            self.svg = svg
        }
        let size = root.flatMap { Self.attribute("viewBox", of: $0) }.flatMap(Self.size(ofViewBox:))
        width = size?.width
        height = size?.height
    }

    /// The first `<svg …>` tag, if there is one.
    private static func rootTag(of svg: String) -> Substring? {
        guard let start = svg.firstRange(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else { return nil }
        return svg[start.lowerBound..<end]
    }

    /// The value of the tag's attribute `name` (`name="value"`, in double or single quotes, spaces
    /// around `=` allowed), if the tag has it.
    private static func attribute(_ name: String, of tag: Substring) -> Substring? {
        var rest = tag
        while let found = rest.firstRange(of: name) {
            rest = tag[found.upperBound...]
            guard tag[..<found.lowerBound].last?.isWhitespace == true else { continue }
            let equals = rest.drop { $0.isWhitespace }
            guard equals.first == "=" else { continue }
            let value = equals.dropFirst().drop { $0.isWhitespace }
            guard let quote = value.first, quote == "\"" || quote == "'" else { continue }
            return value.dropFirst().prefix { $0 != quote }
        }
        return nil
    }

    /// The width and height of a `viewBox` (`x y width height`), rounded up, when they make a size.
    private static func size(ofViewBox value: Substring) -> (width: Int, height: Int)? {
        let numbers = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2] < 100_000, numbers[3] < 100_000 else { return nil }
        return (Int(numbers[2].rounded(.up)), Int(numbers[3].rounded(.up)))
    }
}

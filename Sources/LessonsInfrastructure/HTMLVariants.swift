#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import LessonsCore

/// Renderings of one document that differ only in their headings' markup and their links'
/// destinations (a lesson's page and its part of the print page), made from one rendering:
/// cmark-gfm renders the document once with a marker wherever they differ, and each variant is
/// that HTML with its own text in place of each marker.
///
/// A marker holds a nonce drawn once per process, so no lesson can write one. A destination is
/// put in as cmark-gfm writes an href: the parser escapes them all (`destinations`) first.
struct HTMLVariants {
    /// What to render once: the variants' code blocks and callouts, and markers for the rest.
    let marked: MarkdownReplacements
    /// Every variant's destination for every marked link: the first variant's, then the next one's.
    let destinations: [String]
    private let variants: [MarkdownReplacements]
    /// A marked link's place among each variant's destinations.
    private let linkPositions: [Int: Int]

    private static let prefix = Array(("~cs" + String(UInt64.random(in: .min ... .max), radix: 36) + "-").utf8)

    /// Nil when one rendering cannot give them all: they differ in more than headings and links,
    /// or a heading's markup could change the line breaks cmark-gfm puts around it.
    /// - Parameter originalDestination: a link's destination as written, for a variant that keeps it.
    init?(_ variants: [MarkdownReplacements], originalDestination: (Int) -> String) {
        guard let first = variants.first else { return nil }
        let headings = Set(first.headings.keys)
        for variant in variants {
            guard variant.codeBlocks == first.codeBlocks, variant.callouts == first.callouts, Set(variant.headings.keys) == headings,
                  variant.headings.values.allSatisfy({ Self.endsAsAMarker($0.opening) && Self.endsAsAMarker($0.closing) })
            else { return nil }
        }
        let links = Set(variants.flatMap(\.linkDestinations.keys)).sorted()
        var marked = MarkdownReplacements(codeBlocks: first.codeBlocks, callouts: first.callouts)
        for index in headings {
            marked.headings[index] = .init(opening: Self.marker(.opening, index), closing: Self.marker(.closing, index))
        }
        for index in links {
            marked.linkDestinations[index] = Self.marker(.link, index)
        }
        self.marked = marked
        destinations = variants.flatMap { variant in links.map { variant.linkDestinations[$0] ?? originalDestination($0) } }
        self.variants = variants
        linkPositions = Dictionary(uniqueKeysWithValues: links.enumerated().map { ($0.element, $0.offset) })
    }

    /// Each variant: `rendered` (the document rendered with `marked`) with its own text for each marker.
    /// - Parameter escaped: `destinations`, each as cmark-gfm writes it in an href.
    func fill(_ rendered: String, escaped: [String]) -> [String] {
        var bytes = rendered
        let markers = bytes.withUTF8(Self.markers(in:))
        let utf8 = rendered.utf8
        return variants.indices.map { variant in
            var html = ""
            html.reserveCapacity(utf8.count + 64 * markers.count)
            var copied = rendered.startIndex
            for marker in markers {
                // Markers start and end on ASCII bytes, so their offsets are character boundaries.
                html += rendered[copied..<utf8.index(rendered.startIndex, offsetBy: marker.start)]
                switch marker.kind {
                case .opening: html += variants[variant].headings[marker.index]?.opening ?? ""
                case .closing: html += variants[variant].headings[marker.index]?.closing ?? ""
                case .link: html += linkPositions[marker.index].map { escaped[variant * linkPositions.count + $0] } ?? ""
                }
                copied = utf8.index(rendered.startIndex, offsetBy: marker.end)
            }
            return html + rendered[copied...]
        }
    }

    private enum Kind: UInt8 {
        case opening = 0x6F // o
        case closing = 0x63 // c
        case link = 0x6C // l
    }

    private static func marker(_ kind: Kind, _ index: Int) -> String {
        String(decoding: prefix, as: UTF8.self) + String(decoding: [kind.rawValue], as: UTF8.self) + String(index) + "~"
    }

    /// cmark-gfm starts a new line after a custom block's text unless the text ends one, and
    /// looks at the text before it when it is empty: a marker ends in neither way. It also stops
    /// reading the text at a NUL, where the markup put in a marker's place would not.
    private static func endsAsAMarker(_ markup: String) -> Bool {
        guard let last = markup.utf8.last, !markup.utf8.contains(0) else { return false }
        return last != UInt8(ascii: "\n")
    }

    /// Each marker's byte range, kind and index, in order.
    private static func markers(in bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int, kind: Kind, index: Int)] {
        let prefix = Self.prefix
        var found: [(start: Int, end: Int, kind: Kind, index: Int)] = []
        var position = 0
        while position + prefix.count < bytes.count, let base = bytes.baseAddress {
            // `~` is rare in a body: `memchr` skips to the next one.
            guard let tilde = memchr(base + position, Int32(prefix[0]), bytes.count - position) else { break }
            position = base.distance(to: tilde.assumingMemoryBound(to: UInt8.self))
            guard position + prefix.count < bytes.count, prefix.indices.allSatisfy({ bytes[position + $0] == prefix[$0] }) else {
                position += 1
                continue
            }
            var end = position + prefix.count
            guard let kind = Kind(rawValue: bytes[end]) else {
                position += 1
                continue
            }
            end += 1
            var index = 0
            let digitsStart = end
            while end < bytes.count, end - digitsStart < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                index = index * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard end > digitsStart, end < bytes.count, bytes[end] == UInt8(ascii: "~") else {
                position += 1
                continue
            }
            found.append((position, end + 1, kind, index))
            position = end + 1
        }
        return found
    }
}

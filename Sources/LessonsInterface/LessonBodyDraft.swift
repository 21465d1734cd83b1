public import SiteCore

/// A lesson's body as rendered when the lesson is read: its HTML with slots (`BodySlots`) for what
/// its page and its part of the print page write differently, and for its Swift blocks, and the
/// destination each slotted link takes in each place. It waits in the scratch space, one file per
/// lesson, until its pages are written (`LessonBodyRenderer.completing`).
public struct LessonBodyDraft: Equatable, Sendable {
    /// The body, with slots.
    public let html: HTML
    /// Each slotted link's destination in each place, as cmark-gfm writes an `href`:
    /// `hrefs[place][link]`, places in the order of `BodyPlace.index` (the page, then the print page).
    public let hrefs: [[String]]
    /// Some diagram is left for mermaid's script to draw in the browser.
    public let needsDiagramScript: Bool
    /// What the author should fix in the body (a diagram the renderer rejected), at file lines
    /// relative to the content folder.
    public let diagnostics: [Diagnostic]

    public init(html: HTML, hrefs: [[String]] = [], needsDiagramScript: Bool = false, diagnostics: [Diagnostic] = []) {
        self.html = html
        self.hrefs = hrefs
        self.needsDiagramScript = needsDiagramScript
        self.diagnostics = diagnostics
    }

    // MARK: - In the scratch space

    /// The hrefs and the HTML, as saved: a line with the number of places and of links, a line per
    /// href (an escaped href holds no line break), then the body's bytes.
    public var saved: [UInt8] {
        let linkCount = hrefs.first?.count ?? 0
        var bytes = Array("\(hrefs.count) \(linkCount)\n".utf8)
        for place in hrefs {
            for href in place {
                bytes += href.utf8
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        bytes.reserveCapacity(bytes.count + html.utf8.count)
        bytes += html.utf8
        return bytes
    }

    /// The draft `saved` wrote; the diagram script and diagnostics are kept apart, in memory.
    /// Nil for bytes it did not write.
    public init?(saved bytes: [UInt8], needsDiagramScript: Bool) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
        guard lines.count == 2 else { return nil }
        let counts = lines[0].split(separator: UInt8(ascii: " ")).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        guard counts.count == 2, counts[0] >= 0, counts[1] >= 0 else { return nil }
        var position = lines[1].startIndex
        var hrefs: [[String]] = []
        for _ in 0..<counts[0] {
            var place: [String] = []
            for _ in 0..<counts[1] {
                guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                place.append(String(decoding: bytes[position..<end], as: UTF8.self))
                position = end + 1
            }
            hrefs.append(place)
        }
        self.init(html: HTML(utf8: Array(bytes[position...])), hrefs: hrefs, needsDiagramScript: needsDiagramScript)
    }
}

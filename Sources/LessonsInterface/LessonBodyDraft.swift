public import LessonsCore
public import SiteCore

/// A lesson's body as rendered when the lesson is read: its HTML with slots (`BodySlots`) for what
/// its page and its part of the print page write differently, and for its Swift blocks, the
/// destination each slotted link takes in each place, and the Swift blocks' code. It waits in the
/// scratch space, one file per lesson, until its pages are written (`LessonBodyRenderer.completing`);
/// the course's code is followed from it too, so the code is never held for every lesson at once.
public struct LessonBodyDraft: Equatable, Sendable {
    /// The body, with slots.
    public let html: HTML
    /// Each slotted link's destination in each place, as cmark-gfm writes an `href`:
    /// `hrefs[place][link]`, places in the order of `BodyPlace.index` (the page, then the print page).
    public let hrefs: [[String]]
    /// The lesson's Swift blocks, with their code, at their lines in the file.
    public let swiftBlocks: [CodeBlock]
    /// Some diagram is left for mermaid's script to draw in the browser.
    public let needsDiagramScript: Bool
    /// What the author should fix in the body (a diagram the renderer rejected), at file lines
    /// relative to the content folder.
    public let diagnostics: [Diagnostic]

    public init(html: HTML, hrefs: [[String]] = [], swiftBlocks: [CodeBlock] = [], needsDiagramScript: Bool = false, diagnostics: [Diagnostic] = []) {
        self.html = html
        self.hrefs = hrefs
        self.swiftBlocks = swiftBlocks
        self.needsDiagramScript = needsDiagramScript
        self.diagnostics = diagnostics
    }

    // MARK: - In the scratch space

    /// The hrefs, the Swift blocks and the HTML, as saved: a line with the number of places, of
    /// links and of blocks; a line per href (an escaped href holds no line break); per block, a
    /// line with its line number and the byte counts of its info string and code, then those
    /// bytes; then the body's bytes.
    public var saved: [UInt8] {
        let linkCount = hrefs.first?.count ?? 0
        var bytes = Array("\(hrefs.count) \(linkCount) \(swiftBlocks.count)\n".utf8)
        for place in hrefs {
            for href in place {
                bytes += href.utf8
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        for block in swiftBlocks {
            bytes += "\(block.line) \(block.info.utf8.count) \(block.code.utf8.count)\n".utf8
            bytes += block.info.utf8
            bytes += block.code.utf8
        }
        bytes.reserveCapacity(bytes.count + html.utf8.count)
        bytes += html.utf8
        return bytes
    }

    /// The draft `saved` wrote; the diagram script and diagnostics are kept apart, in memory.
    /// Nil for bytes it did not write.
    public init?(saved bytes: [UInt8], needsDiagramScript: Bool) {
        var reader = SavedDraft(bytes)
        guard let hrefs = reader.hrefs(), let blocks = reader.swiftBlocks() else { return nil }
        self.init(html: HTML(utf8: Array(bytes[reader.position...])), hrefs: hrefs, swiftBlocks: blocks, needsDiagramScript: needsDiagramScript)
    }

    /// The Swift blocks of a saved draft, without copying its body: what following the course's code reads.
    public static func swiftBlocks(inSaved bytes: [UInt8]) -> [CodeBlock]? {
        var reader = SavedDraft(bytes)
        guard reader.hrefs() != nil else { return nil }
        return reader.swiftBlocks()
    }
}

/// Reads a saved draft's parts in order.
private struct SavedDraft {
    let bytes: [UInt8]
    private(set) var position = 0
    private var counts: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func hrefs() -> [[String]]? {
        guard let counts = numbersLine(count: 3) else { return nil }
        self.counts = counts
        var hrefs: [[String]] = []
        for _ in 0..<counts[0] {
            var place: [String] = []
            for _ in 0..<counts[1] {
                guard let line = line() else { return nil }
                place.append(String(decoding: line, as: UTF8.self))
            }
            hrefs.append(place)
        }
        return hrefs
    }

    /// After `hrefs()`.
    mutating func swiftBlocks() -> [CodeBlock]? {
        guard counts.count == 3 else { return nil }
        var blocks: [CodeBlock] = []
        for _ in 0..<counts[2] {
            guard let numbers = numbersLine(count: 3), let info = take(numbers[1]), let code = take(numbers[2]) else { return nil }
            blocks.append(CodeBlock(info: String(decoding: info, as: UTF8.self), code: String(decoding: code, as: UTF8.self), line: numbers[0]))
        }
        return blocks
    }

    private mutating func line() -> ArraySlice<UInt8>? {
        guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { position = end + 1 }
        return bytes[position..<end]
    }

    private mutating func numbersLine(count: Int) -> [Int]? {
        guard let line = line() else { return nil }
        let numbers = line.split(separator: UInt8(ascii: " ")).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        return numbers
    }

    private mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<(position + count)]
    }
}

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

    /// The draft as saved, in two parts: its hrefs and HTML, which its pages read, and its Swift
    /// blocks' code, which following the course's code reads too, without the rest.
    ///
    /// The body: a line with the number of places and of links, a line per href (an escaped href
    /// holds no line break), then the body's bytes. The code: a line with the number of blocks,
    /// then per block a line with its line number and the byte counts of its info string and code,
    /// and those bytes.
    public var saved: (body: [UInt8], code: [UInt8]) {
        let linkCount = hrefs.first?.count ?? 0
        precondition(hrefs.allSatisfy { $0.count == linkCount }, "every place has a destination for every slotted link")
        var body = Array("\(hrefs.count) \(linkCount)\n".utf8)
        for place in hrefs {
            for href in place {
                body += href.utf8
                body.append(UInt8(ascii: "\n"))
            }
        }
        body.reserveCapacity(body.count + html.utf8.count)
        body += html.utf8
        var code = Array("\(swiftBlocks.count)\n".utf8)
        for block in swiftBlocks {
            code += "\(block.line) \(block.info.utf8.count) \(block.code.utf8.count)\n".utf8
            code += block.info.utf8
            code += block.code.utf8
        }
        return (body, code)
    }

    /// The draft `saved` wrote; the diagram script and diagnostics are kept apart, in memory.
    /// Nil for bytes it did not write.
    /// - Parameter code: nil for a lesson without Swift blocks, whose code part need not be kept.
    public init?(savedBody body: [UInt8], code: [UInt8]?, needsDiagramScript: Bool) {
        var reader = SavedDraft(body)
        let blocks = if let code { Self.swiftBlocks(savedCode: code) } else { [CodeBlock]() }
        guard let hrefs = reader.hrefs(), let blocks else { return nil }
        self.init(html: HTML(utf8: Array(body[reader.position...])), hrefs: hrefs, swiftBlocks: blocks, needsDiagramScript: needsDiagramScript)
    }

    /// The Swift blocks of a saved draft's code.
    public static func swiftBlocks(savedCode code: [UInt8]) -> [CodeBlock]? {
        var reader = SavedDraft(code)
        return reader.swiftBlocks()
    }
}

/// Reads a saved draft's parts in order.
private struct SavedDraft {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func hrefs() -> [[String]]? {
        guard let counts = numbersLine(count: 2) else { return nil }
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

    mutating func swiftBlocks() -> [CodeBlock]? {
        guard let count = numbersLine(count: 1)?.first else { return nil }
        var blocks: [CodeBlock] = []
        for _ in 0..<count {
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

public import LessonsCore
public import SiteCore

/// A lesson's body as rendered when the lesson is read: its HTML and, apart from it, its slots
/// (where its page and its part of the print page write differently, and its Swift blocks), the
/// destination each slotted link takes in each place, and the Swift blocks' code. It waits in the
/// scratch space, one file per lesson, until its pages are written (`LessonBodyRenderer.completing`);
/// the course's code is followed from it too, so the code is never held for every lesson at once.
public struct LessonBodyDraft: Equatable, Sendable {
    /// A place the body leaves open, filled when its pages are written.
    public struct Slot: Equatable, Sendable {
        /// Where it opens in `html`'s bytes.
        let offset: Int
        let kind: BodySlots.Kind
        /// Which heading, link or Swift block of the lesson it stands for.
        let index: Int
    }

    /// The body, without its slots.
    public let html: HTML
    /// The body's slots, in order.
    public let slots: [Slot]
    /// Each slotted link's destination in each place, as cmark-gfm writes an `href`:
    /// `hrefs[place][link]`, places in the order of `BodyPlace.index` (the page, then the print page).
    public let hrefs: [[String]]
    /// The lesson's Swift blocks, with their code, at their lines in the file.
    public let swiftBlocks: [CodeBlock]
    /// Some diagram is left for mermaid's script to draw in the browser.
    public let needsDiagramScript: Bool
    /// The diagrams drawn for the body, whose files its figures load (not saved with the draft:
    /// they are written into the site as the lesson is read).
    public let drawings: [DiagramDrawing]
    /// What the author should fix in the body (a diagram the renderer rejected), at file lines
    /// relative to the content folder.
    public let diagnostics: [Diagnostic]

    /// - Parameter rendered: the body as cmark-gfm rendered it, a marker (`BodySlots.marker`) where each slot goes.
    public init(
        rendered: HTML, hrefs: [[String]] = [], swiftBlocks: [CodeBlock] = [], needsDiagramScript: Bool = false, drawings: [DiagramDrawing] = [],
        diagnostics: [Diagnostic] = []
    ) {
        let (html, slots) = BodySlots.cut(rendered.utf8)
        self.init(
            html: HTML(utf8: html), slots: slots, hrefs: hrefs, swiftBlocks: swiftBlocks, needsDiagramScript: needsDiagramScript, drawings: drawings,
            diagnostics: diagnostics
        )
    }

    private init(
        html: HTML, slots: [Slot], hrefs: [[String]], swiftBlocks: [CodeBlock], needsDiagramScript: Bool, drawings: [DiagramDrawing] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.html = html
        self.slots = slots
        self.hrefs = hrefs
        self.swiftBlocks = swiftBlocks
        self.needsDiagramScript = needsDiagramScript
        self.drawings = drawings
        self.diagnostics = diagnostics
    }

    // MARK: - In the scratch space

    /// The draft as saved, in two parts: its hrefs and HTML, which its pages read, and its Swift
    /// blocks' code, which following the course's code reads too, without the rest.
    ///
    /// The body: a line with the number of places and of links, a line per href (an escaped href
    /// holds no line break), a line with the number of slots, a line with each slot's offset, kind
    /// and index, then the body's bytes. The code: a line with the number of blocks,
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
        body += "\(slots.count)\n".utf8
        body += slots.map { "\($0.offset) \($0.kind.rawValue) \($0.index)" }.joined(separator: " ").utf8
        body.append(UInt8(ascii: "\n"))
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
        guard let hrefs = reader.hrefs(), let slots = reader.slots(), let blocks else { return nil }
        let html = Array(body[reader.position...])
        guard slots.allSatisfy({ $0.offset <= html.count }) else { return nil }
        self.init(html: HTML(utf8: html), slots: slots, hrefs: hrefs, swiftBlocks: blocks, needsDiagramScript: needsDiagramScript, diagnostics: [])
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

    mutating func slots() -> [LessonBodyDraft.Slot]? {
        guard let count = numbersLine(count: 1)?.first, count <= bytes.count, let numbers = numbersLine(count: count * 3) else { return nil }
        var slots: [LessonBodyDraft.Slot] = []
        slots.reserveCapacity(count)
        for start in stride(from: 0, to: numbers.count, by: 3) {
            guard let kind = BodySlots.Kind(rawValue: UInt8(truncatingIfNeeded: numbers[start + 1])), numbers[start + 1] <= UInt8.max,
                  start == 0 || numbers[start] >= numbers[start - 3]
            else { return nil }
            slots.append(LessonBodyDraft.Slot(offset: numbers[start], kind: kind, index: numbers[start + 2]))
        }
        return slots
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
        var numbers: [Int] = []
        // Never more numbers than the line can hold: a count read from damaged bytes may be huge.
        numbers.reserveCapacity(min(count, line.count / 2 + 1))
        var value = 0
        var digits = 0
        for byte in line {
            if byte == UInt8(ascii: " "), digits > 0 {
                numbers.append(value)
                (value, digits) = (0, 0)
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 18 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        if digits > 0 { numbers.append(value) }
        guard numbers.count == count else { return nil }
        return numbers
    }

    private mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<(position + count)]
    }
}

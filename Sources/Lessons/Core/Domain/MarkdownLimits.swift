#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Localization

/// How much a lesson may ask of the Markdown parser, checked before it is parsed.
///
/// course-site links the system's cmark-gfm, and Debian 12's (0.29.0.gfm.6) has quadratic cases
/// that later releases fixed: it pads every row of a table to the header's width (a 30 KB lesson
/// took two minutes and 7 GB), its time grows with the square of a table's columns, with the
/// square of the brackets in one paragraph (`![[]()` repeated), with a paragraph's depth in quotes
/// and lists times its inline marks (`'>' * 40000 + 'a*' * 40000`, 120 KB, took 80 s), with the
/// marks of one paragraph (`a*a*a*…`, `~a~a…`, `[ (](…`) and with its `@` (the autolink extension,
/// `a@a@a@…`: 5,000 took a third of a second). Real lessons stay far below these bounds; a lesson
/// beyond one is refused, naming the line, instead of stalling the build. This is a pre-scan of
/// lines, not a second parser: it over-counts where in doubt. What it does not foresee, the
/// parse's deadline stops (`ReadLessonUseCase`).
public struct MarkdownLimits: Sendable {
    public var cellsPerTable: Int
    public var cellsPerLesson: Int
    public var columnsPerTable: Int
    public var bracketsPerBlock: Int
    /// Quotes and list items one inside another, counted on a line as its `>` and list markers plus
    /// half its indentation (an item's content is indented two columns or more).
    public var nestingDepth: Int
    /// Bytes that stop cmark-gfm's inline parser (`MarkdownLimits.marks`), in one paragraph or table row.
    public var marksPerParagraph: Int
    public var atSignsPerParagraph: Int

    public init(
        cellsPerTable: Int = 50_000, cellsPerLesson: Int = 200_000, columnsPerTable: Int = 1_000, bracketsPerBlock: Int = 5_000,
        nestingDepth: Int = 100, marksPerParagraph: Int = 20_000, atSignsPerParagraph: Int = 2_000
    ) {
        self.cellsPerTable = cellsPerTable
        self.cellsPerLesson = cellsPerLesson
        self.columnsPerTable = columnsPerTable
        self.bracketsPerBlock = bracketsPerBlock
        self.nestingDepth = nestingDepth
        self.marksPerParagraph = marksPerParagraph
        self.atSignsPerParagraph = atSignsPerParagraph
    }

    /// The bytes `marksPerParagraph` counts: where cmark-gfm's inline parser and its extensions
    /// (strikethrough `~`, autolinks `:` `w` `@`) stop to look. A line's end is left out: alone it
    /// costs little, and with nesting it is `nestingDepth` that bounds it.
    public static let marks = Array("*_`[]<!&\\~:w@".utf8)

    /// What goes beyond a bound, at the line (from 1) of the table or paragraph.
    public struct Violation: Equatable, Sendable {
        public let line: Int
        public let reason: LocalizedText
    }

    /// The first bound `markdown` goes beyond, if any.
    public func violation(in markdown: String) -> Violation? {
        var text = markdown
        return text.withUTF8 { bytes in
            var scan = Scan(limits: self)
            return scan.run(over: bytes)
        }
    }
}

/// One pass over a document's lines, as UTF-8 bytes (it runs over every lesson of a course).
private struct Scan {
    typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    let limits: MarkdownLimits
    private var lineNumber = 0
    private var fence: (byte: UInt8, length: Int)?
    private var blockStart = 0
    private var brackets = 0
    /// Whether the line before, in the same block, holds a `|` (a table's header may stand there).
    private var previousLineHasPipe = false
    /// The table being read: its header's line and columns, and its cells so far.
    private var table: (line: Int, columns: Int, cells: Int)?
    private var cellsInLesson = 0
    /// The paragraph being read (a list item starts one): its first line and byte, and its marks
    /// and `@`, counted only once it is longer than a bound (no count is above its bytes).
    private var paragraph: (line: Int, start: Int, marks: Int, atSigns: Int, counted: Bool)?
    private static let isMark: [Bool] = (0...255).map { MarkdownLimits.marks.contains(UInt8($0)) }

    init(limits: MarkdownLimits) {
        self.limits = limits
    }

    mutating func run(over bytes: UnsafeBufferPointer<UInt8>) -> MarkdownLimits.Violation? {
        var start = 0
        while start < bytes.count {
            let end = Self.next(UInt8(ascii: "\n"), in: bytes[start...]) ?? bytes.count
            lineNumber += 1
            if let violation = read(line: bytes[start..<end]) { return violation }
            start = end + 1
        }
        return nil
    }

    private mutating func read(line: Line) -> MarkdownLimits.Violation? {
        let content = Self.withoutContainerMarks(line)
        if let open = fence {
            if let marker = Self.fenceMarker(content), marker.byte == open.byte, marker.length >= open.length { fence = nil }
            return nil
        }
        if let marker = Self.fenceMarker(content) {
            fence = marker
            endBlock()
            return nil
        }
        // A line's first bytes settle whether it is blank; its brackets and pipes are found by
        // `memchr`, as its end is: a loop over every byte of every line was 3% of a large build.
        if content.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
            endBlock()
            return nil
        }
        let nesting = Self.nesting(of: line)
        if nesting.depth > limits.nestingDepth {
            return .init(line: lineNumber, reason: "el bloque está dentro de \(nesting.depth) citas o listas anidadas (como máximo \(limits.nestingDepth))")
        }
        if let violation = countMarks(line, startsParagraph: nesting.opensListItem) { return violation }
        let hasPipe = Self.next(UInt8(ascii: "|"), in: content) != nil
        if brackets == 0 { blockStart = lineNumber }
        brackets += Self.occurrences(of: UInt8(ascii: "["), in: content)
        if brackets > limits.bracketsPerBlock {
            return .init(line: blockStart, reason: "el párrafo tiene más de \(limits.bracketsPerBlock) corchetes '['")
        }
        let previousLineHadPipe = previousLineHasPipe
        previousLineHasPipe = hasPipe
        if var current = table {
            current.cells += current.columns
            table = current
            return count(current, adding: current.columns)
        }
        guard previousLineHadPipe, let columns = Self.delimiterColumns(content) else { return nil }
        let header = (line: lineNumber - 1, columns: columns, cells: 2 * columns)
        if columns > limits.columnsPerTable {
            return .init(line: header.line, reason: "la tabla tiene \(columns) columnas (como máximo \(limits.columnsPerTable))")
        }
        table = header
        return count(header, adding: header.cells)
    }

    /// Counts `cells` more for the lesson, and checks both bounds.
    private mutating func count(_ table: (line: Int, columns: Int, cells: Int), adding cells: Int) -> MarkdownLimits.Violation? {
        cellsInLesson += cells
        if table.cells > limits.cellsPerTable {
            return .init(line: table.line, reason: "la tabla tendría más de \(limits.cellsPerTable) celdas (\(table.columns) columnas por fila)")
        }
        if cellsInLesson > limits.cellsPerLesson {
            return .init(line: table.line, reason: "las tablas de la lección tendrían más de \(limits.cellsPerLesson) celdas")
        }
        return nil
    }

    private mutating func endBlock() {
        brackets = 0
        table = nil
        previousLineHasPipe = false
        paragraph = nil
    }

    /// Adds the line's marks and `@` to its paragraph's, or to its own in a table (each cell is
    /// parsed on its own), and checks both bounds. Paragraphs shorter than the bounds are not counted.
    private mutating func countMarks(_ line: Line, startsParagraph: Bool) -> MarkdownLimits.Violation? {
        if table != nil || startsParagraph || paragraph == nil {
            paragraph = (lineNumber, line.startIndex, 0, 0, false)
        }
        guard var current = paragraph else { return nil }
        let threshold = min(limits.marksPerParagraph, limits.atSignsPerParagraph)
        if !current.counted {
            guard line.endIndex - current.start > threshold else { return nil }
            current.counted = true
            Self.tally(line.base[current.start..<line.endIndex], into: &current)
        } else {
            Self.tally(line, into: &current)
        }
        paragraph = current
        if current.marks > limits.marksPerParagraph {
            return .init(line: current.line, reason: "el párrafo tiene más de \(limits.marksPerParagraph) signos de formato (* _ ` [ ] < ! & ~ : @)")
        }
        if current.atSigns > limits.atSignsPerParagraph {
            return .init(line: current.line, reason: "el párrafo tiene más de \(limits.atSignsPerParagraph) arrobas '@'")
        }
        return nil
    }

    private static func tally(_ bytes: Line, into paragraph: inout (line: Int, start: Int, marks: Int, atSigns: Int, counted: Bool)) {
        var marks = 0
        for byte in bytes where isMark[Int(byte)] { marks += 1 }
        paragraph.marks += marks
        paragraph.atSigns += occurrences(of: UInt8(ascii: "@"), in: bytes)
    }

    /// How deep a line is in quotes and lists, counted from its start: each `>` and list marker
    /// (`-`, `+`, `*`, `1.`, `1)` before a space or the line's end) is one, and every two columns
    /// of indentation one more (a tab is four). Over-counts (`* * *` is a rule, not three lists).
    /// Whether the line opens a list item: its paragraph starts there.
    private static func nesting(of line: Line) -> (depth: Int, opensListItem: Bool) {
        var markers = 0
        var columns = 0
        var opensListItem = false
        var index = line.startIndex
        func endsMarker(_ at: Int) -> Bool {
            at == line.endIndex || line.base[at] == UInt8(ascii: " ") || line.base[at] == UInt8(ascii: "\t") || line.base[at] == UInt8(ascii: "\r")
        }
        while index < line.endIndex {
            let byte = line.base[index]
            switch byte {
            case UInt8(ascii: " "): columns += 1
            case UInt8(ascii: "\t"): columns += 4
            case UInt8(ascii: ">"): markers += 1
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
                guard endsMarker(index + 1) else { return (markers + columns / 2, opensListItem) }
                markers += 1
                opensListItem = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index
                while end < line.endIndex, end - index < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line.base[end]) { end += 1 }
                guard end < line.endIndex, line.base[end] == UInt8(ascii: ".") || line.base[end] == UInt8(ascii: ")"), endsMarker(end + 1) else {
                    return (markers + columns / 2, opensListItem)
                }
                markers += 1
                opensListItem = true
                index = end
            default:
                return (markers + columns / 2, opensListItem)
            }
            index += 1
        }
        return (markers + columns / 2, opensListItem)
    }

    /// Where `byte` first occurs in `line`, if it does.
    private static func next(_ byte: UInt8, in line: Line) -> Int? {
        guard !line.isEmpty, let base = line.base.baseAddress,
              let found = memchr(base + line.startIndex, Int32(byte), line.count)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// How many times `byte` occurs in `line`.
    private static func occurrences(of byte: UInt8, in line: Line) -> Int {
        var count = 0
        var rest = line
        while let found = next(byte, in: rest) {
            count += 1
            rest = rest[(found + 1)...]
        }
        return count
    }

    /// The line without its indentation and block-quote marks: tables and fences work inside quotes too.
    private static func withoutContainerMarks(_ line: Line) -> Line {
        line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }
    }

    /// Three or more backticks or tildes open or close a fenced code block.
    private static func fenceMarker(_ content: Line) -> (byte: UInt8, length: Int)? {
        guard let first = content.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let length = content.prefix { $0 == first }.count
        return length >= 3 ? (first, length) : nil
    }

    /// A table's delimiter row (`|---|:--:|`): only pipes, dashes, colons and spaces, a dash in
    /// every cell. Returns its number of columns.
    private static func delimiterColumns(_ content: Line) -> Int? {
        var trimmed = content
        while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") { trimmed.removeLast() }
        guard trimmed.contains(UInt8(ascii: "-")),
              trimmed.allSatisfy({ "|-: \t".utf8.contains($0) })
        else { return nil }
        if trimmed.first == UInt8(ascii: "|") { trimmed.removeFirst() }
        if trimmed.last == UInt8(ascii: "|") { trimmed.removeLast() }
        let cells = trimmed.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard cells.allSatisfy({ $0.contains(UInt8(ascii: "-")) }) else { return nil }
        return cells.count
    }
}

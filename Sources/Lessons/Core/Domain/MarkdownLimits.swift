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
/// took two minutes and 7 GB), its time grows with the square of a table's columns, and with the
/// square of the brackets in one paragraph (`![[]()` repeated). Real lessons stay far below these
/// bounds; a lesson beyond one is refused, naming the line, instead of stalling the build.
/// This is a pre-scan of lines, not a second parser: it over-counts where in doubt.
public struct MarkdownLimits: Sendable {
    public var cellsPerTable: Int
    public var cellsPerLesson: Int
    public var columnsPerTable: Int
    public var bracketsPerBlock: Int

    public init(cellsPerTable: Int = 50_000, cellsPerLesson: Int = 200_000, columnsPerTable: Int = 1_000, bracketsPerBlock: Int = 5_000) {
        self.cellsPerTable = cellsPerTable
        self.cellsPerLesson = cellsPerLesson
        self.columnsPerTable = columnsPerTable
        self.bracketsPerBlock = bracketsPerBlock
    }

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

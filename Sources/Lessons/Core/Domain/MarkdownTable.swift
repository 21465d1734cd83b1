/// A GFM table as cmark-gfm parsed it: the header row and the body rows, cell by cell.
public struct MarkdownTable: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        /// What a reader sees in the cell, without markup.
        public let text: String
        /// The contents of the cell's code spans, in order (test names are written this way).
        public let codeSpans: [String]

        public init(text: String, codeSpans: [String] = []) {
            self.text = text
            self.codeSpans = codeSpans
        }
    }

    public struct Row: Equatable, Sendable {
        public let cells: [Cell]
        public let line: Int

        public init(cells: [Cell], line: Int) {
            self.cells = cells
            self.line = line
        }
    }

    public let header: Row
    public let rows: [Row]

    public init(header: Row, rows: [Row]) {
        self.header = header
        self.rows = rows
    }

    public var line: Int { header.line }

    /// The same table with its lines counted from `offset` lines further up (a file's front matter).
    public func shifted(by offset: Int) -> MarkdownTable {
        func shift(_ row: Row) -> Row { Row(cells: row.cells, line: row.line + offset) }
        return MarkdownTable(header: shift(header), rows: rows.map(shift))
    }
}

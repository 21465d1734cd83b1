import Foundation
import LessonsCore
import LessonsInterface

/// Writes the reports: a page for people and a JSON file for tools, for traceability and for links.
///
/// A large course has tens of thousands of traceability rows, so that page and its JSON are
/// written table by table, in chunks rendered on every core: memory holds one chunk, not the report.
enum ReportFiles {
    private static let itemsPerChunk = 64
    private static let tablesMarker = "<!-- course-site: tablas de trazabilidad -->"
    private static let untracedMarker = "<!-- course-site: tests sin escenario -->"

    static func write(
        traceability: TraceabilityReport,
        links: LinkReport,
        presenter: ReportsPresenter,
        into staging: StagingFolder,
        render: @Sendable (any Encodable & Sendable, String) throws(SiteBuildError) -> String
    ) throws(SiteBuildError) {
        try staging.createFolders(for: [ReportsPresenter.traceabilityPath])
        let tables = chunked(traceability.tables[...])
        let untraced = chunked(presenter.untracedTests(for: traceability)[...])

        // The page is rendered once around two markers; the long lists are written where they were.
        let frame = try render(
            presenter.traceabilityPage(for: traceability, tablesHTML: tablesMarker, untracedHTML: untracedMarker),
            "traceability"
        )
        let (beforeTables, rest) = split(frame, at: tablesMarker)
        let (betweenLists, afterUntraced) = split(rest, at: untracedMarker)
        try staging.stream(to: ReportsPresenter.traceabilityPath) { (append: (String) throws(SiteBuildError) -> Void) throws(SiteBuildError) in
            try append(beforeTables)
            for chunk in tables {
                try append(try Concurrently.map(presenter.traceabilityTables(chunk)) { table throws(SiteBuildError) in try render(table, "traceability-table") }.joined())
            }
            try append(betweenLists)
            for chunk in untraced {
                try append(try Concurrently.map(Array(chunk)) { group throws(SiteBuildError) in try render(group, "traceability-untraced") }.joined())
            }
            try append(afterUntraced)
        }

        try staging.stream(to: ReportsPresenter.traceabilityJSONPath) { (append: (String) throws(SiteBuildError) -> Void) throws(SiteBuildError) in
            try append("{\"tables\":[\n")
            for (index, chunk) in tables.enumerated() {
                let lines = try Concurrently.map(Array(chunk)) { table throws(SiteBuildError) in try encoded(TraceabilityJSON.Table(table)) }
                try append((index == 0 ? "" : ",\n") + lines.joined(separator: ",\n"))
            }
            try append("\n],\"totals\":\(try encoded(TraceabilityJSON.Totals(traceability))),\"untraced\":[\n")
            for (index, chunk) in chunked(traceability.untraced[...]).enumerated() {
                let lines = try chunk.compactMap(TraceabilityJSON.Untraced.init).map { entry throws(SiteBuildError) in try encoded(entry) }
                try append((index == 0 ? "" : ",\n") + lines.joined(separator: ",\n"))
            }
            try append("\n]}\n")
        }

        try staging.write(try render(presenter.linksPage(for: links), "links"), to: ReportsPresenter.linksPath)
        try staging.write(try encoded(LinksJSON(links), pretty: true) + "\n", to: ReportsPresenter.linksJSONPath)
    }

    private static func chunked<Item>(_ items: ArraySlice<Item>) -> [ArraySlice<Item>] {
        stride(from: items.startIndex, to: items.endIndex, by: itemsPerChunk).map { items[$0..<min($0 + itemsPerChunk, items.endIndex)] }
    }

    /// The text before the first `marker` and the text after it.
    private static func split(_ text: String, at marker: String) -> (String, String) {
        guard let range = text.range(of: marker) else { return (text, "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    private static func encoded(_ value: some Encodable, pretty: Bool = false) throws(SiteBuildError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .writeFailed(path: "reports", reason: "\(error)")
        }
    }
}

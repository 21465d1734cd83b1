import Foundation
import LessonsCore
import LessonsInterface

/// Writes the reports: a page for people and a JSON file for tools, for traceability and for links.
enum ReportFiles {
    static func write(
        traceability: TraceabilityReport,
        links: LinkReport,
        presenter: ReportsPresenter,
        into staging: StagingFolder,
        render: (any Encodable & Sendable, String) throws(SiteBuildError) -> String
    ) throws(SiteBuildError) {
        try staging.createFolders(for: [ReportsPresenter.traceabilityPath])
        try staging.write(try render(presenter.traceabilityPage(for: traceability), "traceability"), to: ReportsPresenter.traceabilityPath)
        try staging.write(try render(presenter.linksPage(for: links), "links"), to: ReportsPresenter.linksPath)
        try staging.write(try json(TraceabilityJSON(traceability)), to: ReportsPresenter.traceabilityJSONPath)
        try staging.write(try json(LinksJSON(links)), to: ReportsPresenter.linksJSONPath)
    }

    private static func json(_ value: some Encodable) throws(SiteBuildError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw .writeFailed(path: "reports", reason: "\(error)")
        }
    }
}

import CourseCodeCore
import CourseCodeInterface
import Foundation
import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore

/// Writes the reports: a page for people and a JSON file for tools, for traceability and for links;
/// `code.json`, what `--check-code` found (the code map is its page); with `--check-steps`,
/// `steps.json`, each step of the course's TDD (the traceability page lists them too).
///
/// A large course has tens of thousands of traceability rows, so that page and its JSON are
/// streamed: the page's top, then its tables a chunk at a time (a chunk per core at once), then
/// the untraced tests, then its footer, each with a template of its own. Memory holds a chunk per core.
public struct WriteReportsStep: BuildStep {
    /// Writes the JSON files' values.
    private let encoder: any JSONWriting

    public init(json encoder: any JSONWriting) {
        self.encoder = encoder
    }

    public var name: LocalizedText { "Escribir los informes" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let writing = try PageWriting(context, step: name)
        let output = writing.output
        let renderer = writing.renderer
        let traceability = try context.required(context.traceability, "la trazabilidad", by: name)
        let links = try context.required(context.linkReport, "el informe de enlaces", by: name)
        let steps = context.stepsShown
        let results = TracedTestResults(context.codeCheck, steps: steps)
        let presenter = ReportsPresenter(
            site: writing.site,
            sidebar: writing.sidebarOutsideSections,
            course: writing.course,
            results: results,
            codeSummary: Self.summary(of: context.codeCheck),
            codeMapURL: context.courseCode.files.isEmpty ? nil : writing.site.url(for: CodeMapPresenter.pagePath),
            steps: steps.verdicts
        )
        let code = CodeReportJSON(code: context.courseCode, check: context.codeCheck, language: writing.site.interfaceLanguage)

        try output.createFolders(for: [ReportsPresenter.traceabilityPath])
        // Each file on its own: the page's and the JSON's chunks are rendered on every core, and
        // while one file waits for its next chunks the others keep the cores busy.
        async let page: Void = Self.writeTraceabilityPage(traceability, presenter: presenter, renderer: renderer, output: output)
        async let json: Void = Self.writeTraceabilityJSON(traceability, results: results, output: output, encoder: encoder)
        async let others: Void = Self.writeLinksAndCode(links, code: code, presenter: presenter, renderer: renderer, output: output, encoder: encoder)
        _ = try await (page, json, others)
        guard !steps.verdicts.isEmpty else { return .done("trazabilidad y enlaces, en HTML y JSON; código, en JSON") }
        try Self.writeStepsJSON(StepsReportJSON(steps, language: writing.site.interfaceLanguage), output: output, encoder: encoder)
        return .done("trazabilidad y enlaces, en HTML y JSON; código y pasos, en JSON")
    }

    /// `traceability.html`: its top, its tables a chunk at a time, the untraced tests, its footer.
    private static func writeTraceabilityPage(
        _ traceability: TraceabilityReport, presenter: ReportsPresenter, renderer: any HTMLRendering, output: any BuildOutput
    ) async throws {
        let page = try output.open(ReportsPresenter.traceabilityPath)
        defer { page.close() }
        try page.append(try renderer.render(presenter.traceabilityPage(for: traceability), template: "traceability"))
        try await ChunkedPage.append(ChunkedPage.chunks(traceability.tables[...]), to: page) { chunk in
            try presenter.traceabilityTables(chunk).map { try renderer.render($0, template: "traceability-table") }.joined()
        }
        try await ChunkedPage.append(ChunkedPage.chunks(presenter.untracedLessons(in: traceability)[...]), to: page) { lessons in
            try presenter.untracedTests(for: traceability, lessons: lessons).map { try renderer.render($0, template: "traceability-untraced") }.joined()
        }
        try page.append(try renderer.render(presenter.traceabilityFooter(for: traceability), template: "traceability-footer"))
    }

    /// `traceability.json`, streamed as the page is.
    private static func writeTraceabilityJSON(_ traceability: TraceabilityReport, results: TracedTestResults, output: any BuildOutput, encoder: any JSONWriting) async throws {
        let json = try output.open(ReportsPresenter.traceabilityJSONPath)
        defer { json.close() }
        var stream = try JSONStream(encoder: encoder) { (text: String) throws(SiteOutputError) in try json.append(text) }
        try await stream.array("tables", chunks: ChunkedPage.chunks(traceability.tables[...]).lazy.map { $0.map { TraceabilityJSON.Table($0, results: results) } })
        try stream.member("totals", TraceabilityJSON.Totals(traceability))
        try await stream.array("untraced", chunks: ChunkedPage.chunks(of: traceability.untraced.count).lazy.map { traceability.untraced[$0].compactMap(TraceabilityJSON.Untraced.init) })
        try stream.finish()
    }

    /// The links report, page and JSON, and `code.json`.
    private static func writeLinksAndCode(
        _ links: LinkReport, code: CodeReportJSON, presenter: ReportsPresenter, renderer: any HTMLRendering, output: any BuildOutput, encoder: any JSONWriting
    ) async throws {
        try output.write(try renderer.render(presenter.linksPage(for: links), template: "links"), to: ReportsPresenter.linksPath)
        try output.write(try prettyJSON(LinksJSON(links)), to: ReportsPresenter.linksJSONPath)
        try await writeCodeJSON(code, output: output, encoder: encoder)
    }

    /// `code.json`, streamed: its totals, then its files and its tests a chunk at a time.
    private static func writeCodeJSON(_ code: CodeReportJSON, output: any BuildOutput, encoder: any JSONWriting) async throws {
        let json = try output.open(ReportsPresenter.codeJSONPath)
        defer { json.close() }
        var stream = try JSONStream(encoder: encoder) { (text: String) throws(SiteOutputError) in try json.append(text) }
        try stream.member("totals", code.totals)
        try await stream.array("files", chunks: ChunkedPage.chunks(of: code.fileCount).lazy.map { code.files($0) })
        try await stream.array("tests", chunks: ChunkedPage.chunks(of: code.testCount).lazy.map { code.tests($0) })
        try stream.finish()
    }

    /// `steps.json`: its totals, then its steps.
    private static func writeStepsJSON(_ steps: StepsReportJSON, output: any BuildOutput, encoder: any JSONWriting) throws {
        let json = try output.open(ReportsPresenter.stepsJSONPath)
        defer { json.close() }
        var stream = try JSONStream(encoder: encoder) { (text: String) throws(SiteOutputError) in try json.append(text) }
        try stream.member("totals", steps.totals)
        try stream.member("steps", steps.steps)
        try stream.finish()
    }

    /// The check in one line, or why it did not run; nil when it was not asked for.
    private static func summary(of check: CodeCheckReport) -> LocalizedText? {
        if case let .skipped(reason) = check.run { return reason }
        return CodeCheckSummary.line(for: check)
    }

    private static func prettyJSON(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}

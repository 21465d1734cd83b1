public import Localization
public import SiteCore

/// Indexes the written site for full-text search. Search is a bonus: without an indexer, or when
/// it fails, the site is still published (a failure is a warning; an indexer not installed, as
/// Python without Pagefind's module, is not).
public struct IndexSearchStep: BuildStep {
    private let indexer: (any SearchIndexing)?
    /// Why there is no indexer, for the progress line.
    private let reasonWithout: LocalizedText

    public init(indexer: (any SearchIndexing)?, reasonWithout: LocalizedText) {
        self.indexer = indexer
        self.reasonWithout = reasonWithout
    }

    /// The step's name, by which a reporter tells its line from the others (the benchmark times it apart).
    public static let title: LocalizedText = "Indexar para la búsqueda"

    public var name: LocalizedText { Self.title }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let indexer else { return .skipped(reasonWithout) }
        let output = try context.required(context.output, "la carpeta de salida", by: name)
        do {
            let count = try await indexer.index(site: output.folder, pages: context.searchablePages)
            context.searchIndexed = true
            let indexed: LocalizedText = count.map { Plural.count($0, "página indexada", "páginas indexadas") } ?? "índice creado"
            return .done("\(indexed) con \(indexer.name)")
        } catch where error.isNotInstalled {
            return .skipped(error.reason)
        } catch {
            diagnostics.emit(.warning(.searchFailed, "\(error) La búsqueda no funcionará en este sitio."))
            return .skipped("falló \(indexer.name)")
        }
    }
}

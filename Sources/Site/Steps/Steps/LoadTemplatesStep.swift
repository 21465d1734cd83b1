public import Localization
public import SiteCore

/// Reads and checks the templates before any page is written, so a typo fails the build at once.
public struct LoadTemplatesStep: BuildStep {
    /// What every site renders; the catalog's templates are needed only when there is a catalog.
    static let siteTemplates = [
        "lesson", "home", "404", "traceability", "traceability-table", "traceability-untraced", "traceability-footer", "links",
    ]
    static let catalogTemplates = ["catalog", "product", "previews", "preview"]

    private let loader: any TemplateLoading

    public init(loader: any TemplateLoading) {
        self.loader = loader
    }

    public var name: LocalizedText { "Cargar las plantillas" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        context.renderer = try loader.load(required: Self.siteTemplates + (context.catalog == nil ? [] : Self.catalogTemplates))
        diagnostics.emit(loader.skippedLinks().map(LinkSkipped.warning(for:)))
        return .done(loader.source)
    }
}

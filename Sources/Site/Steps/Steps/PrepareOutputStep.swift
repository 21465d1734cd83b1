public import Localization
public import SiteCore

/// Checks that the output folder may be replaced, and opens the staging folder the site is written into.
public struct PrepareOutputStep: BuildStep {
    private let location: any OutputLocation

    public init(location: any OutputLocation) {
        self.location = location
    }

    public var name: LocalizedText { "Preparar la salida" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        context.output = try location.stage()
        return .done("en una carpeta junto a \(location.shownPath)/")
    }
}

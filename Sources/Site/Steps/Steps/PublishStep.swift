public import Localization
public import SiteCore

/// Puts the staged site where the output was, exchanging the two in one step where the system
/// can, and deletes the old one. Runs only when no error was diagnosed.
public struct PublishStep: BuildStep {
    private let shownPath: String

    /// - Parameter shownPath: the output folder as the author named it.
    public init(shownPath: String) {
        self.shownPath = shownPath
    }

    public var name: LocalizedText { "Publicar" }

    public var needsErrorFreeBuild: Bool { true }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        try context.required(context.output, "la carpeta de salida", by: name).publish()
        return .done("en \(shownPath)/")
    }
}

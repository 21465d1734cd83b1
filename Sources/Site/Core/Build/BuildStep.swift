public import Localization

/// One named part of a build — read the lessons, write the reports, publish — run in order by
/// `BuildSiteUseCase` over a context that earlier steps fill in for later ones.
///
/// A step throws its feature's own typed errors; when they are `DiagnosticConvertible`, the
/// runner tells the author what went wrong in their words (modelled on Publish's `PublishingStep`).
public protocol BuildStep<Context>: Sendable {
    associatedtype Context

    /// What the step does, as its progress line says it: "Leer las lecciones".
    var name: LocalizedText { get }

    /// A step that makes the build visible (publishing) runs only when no error has been diagnosed,
    /// so every warning of a strict build is reported before it fails.
    var needsErrorFreeBuild: Bool { get }

    /// - Returns: what the step did, counted for its progress line ("8 lecciones").
    func run(_ context: inout Context, diagnostics: DiagnosticEngine) async throws -> StepOutcome
}

extension BuildStep {
    public var needsErrorFreeBuild: Bool { false }
}

/// What a step did, for its progress line.
public enum StepOutcome: Equatable, Sendable {
    /// It did its work: "8 lecciones", "SVG con mmdr".
    case done(LocalizedText)
    /// It had nothing to do, and why: "no hay catálogo".
    case skipped(LocalizedText)
}

public import Localization

/// Hears how a build goes, step by step: the port the command line implements to print progress.
public protocol BuildReporting: Sendable {
    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration)

    /// What a long step is doing now ("compilando 35 archivos"), before it finishes.
    func stepProgress(_ step: LocalizedText, detail: LocalizedText)
}

extension BuildReporting {
    /// Most steps take a moment and say nothing until they finish.
    public func stepProgress(_ step: LocalizedText, detail: LocalizedText) {}
}

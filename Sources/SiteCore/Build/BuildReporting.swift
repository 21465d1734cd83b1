/// Hears how a build goes, step by step: the port the command line implements to print progress.
public protocol BuildReporting: Sendable {
    func stepFinished(_ step: String, outcome: StepOutcome, duration: Duration)

    /// What a long step is doing now ("compilando 35 archivos"), before it finishes.
    func stepProgress(_ step: String, detail: String)
}

extension BuildReporting {
    /// Most steps take a moment and say nothing until they finish.
    public func stepProgress(_ step: String, detail: String) {}
}

/// Hears how a build goes, step by step: the port the command line implements to print progress.
public protocol BuildReporting: Sendable {
    func stepFinished(_ step: String, outcome: StepOutcome, duration: Duration)
}

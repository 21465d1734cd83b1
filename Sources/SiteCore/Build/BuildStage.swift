/// What a build runs next: one step, or lanes of steps that share nothing, side by side.
public enum BuildStage<Context: BuildContext>: Sendable {
    case step(any BuildStep<Context>)
    /// Lanes that run at the same time, each its steps in order on its own copy of the context
    /// (the lessons' pages written on every core while the reports are worked out beside them).
    /// Their steps are reported in the order they are listed, lane after lane.
    case sideBySide([BuildLane<Context>])
}

/// Steps run one after another beside other lanes, and what they leave for the build's next steps.
public struct BuildLane<Context: BuildContext>: Sendable {
    let steps: [any BuildStep<Context>]
    let keep: @Sendable (inout Context, Context) -> Void

    /// - Parameter keep: copies what the lane's steps left in its context into the build's;
    ///   nothing, by default (steps that only write files).
    public init(_ steps: [any BuildStep<Context>], keeping keep: @escaping @Sendable (inout Context, Context) -> Void = { _, _ in }) {
        self.steps = steps
        self.keep = keep
    }
}

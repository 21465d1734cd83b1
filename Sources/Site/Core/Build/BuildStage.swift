/// What a build runs next: one step, or lanes of steps that share nothing, side by side.
public enum BuildStage<Context: BuildContext>: Sendable {
    case step(any BuildStep<Context>)
    /// Lanes that run at the same time, each its steps in order on its own copy of the context
    /// (the lessons' pages written on every core while the reports are worked out beside them).
    /// Their steps are reported in the order they are listed, lane after lane.
    case sideBySide([BuildLane<Context>])
}

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

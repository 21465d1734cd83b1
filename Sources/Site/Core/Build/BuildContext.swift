/// What the steps of a build share. The runner only needs to know how to undo an unfinished build.
public protocol BuildContext: Sendable {
    /// Removes whatever this build wrote and did not publish, so a failed build leaves nothing behind.
    func discardUnpublished()
}

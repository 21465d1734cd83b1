/// A source of "something was saved" in the folders a preview watches.
///
/// The preview's rebuild loop depends on this port only, so the way of noticing a save can be the
/// system's own (inotify on Linux) where it works and polling everywhere else.
public protocol FolderChanges: Sendable {
    /// Starts watching before it returns, so whatever is saved afterwards is reported. Each element
    /// is one burst of changes once it has settled (an editor's save is several events); batches
    /// the reader has not taken yet are merged into one. Cancelling the task that iterates, or
    /// dropping the stream, stops the watch and frees what it holds. The stream also ends, with the
    /// task still running, when this way of watching stops working: the caller may fall back then.
    /// - Throws: when this way of watching is not available here.
    func changes() throws -> AsyncStream<FolderChangeBatch>
}

extension AsyncStream<FolderChangeBatch>.Continuation {
    /// Yields `batch`; if an earlier batch was still waiting (the stream keeps one), yields both as one,
    /// so a reader busy rebuilding gets a single batch naming everything since.
    func yieldMerging(_ batch: FolderChangeBatch) {
        if case let .dropped(waiting) = yield(batch) {
            yield(waiting.merging(batch))
        }
    }
}

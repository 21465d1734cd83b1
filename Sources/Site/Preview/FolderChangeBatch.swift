/// The paths that changed in one burst.
public struct FolderChangeBatch: Sendable, Equatable {
    /// Absolute paths of the files and folders saved, added, moved or removed.
    public var paths: Set<String>
    /// False when the watcher knows only that something changed besides `paths` (the system
    /// dropped events): whoever rebuilds must then build everything.
    public var isComplete: Bool

    public init(paths: Set<String> = [], isComplete: Bool = true) {
        self.paths = paths
        self.isComplete = isComplete
    }

    /// Both bursts as one; incomplete if either was, so a dropped event is never merged away.
    public func merging(_ other: FolderChangeBatch) -> FolderChangeBatch {
        FolderChangeBatch(paths: paths.union(other.paths), isComplete: isComplete && other.isComplete)
    }
}

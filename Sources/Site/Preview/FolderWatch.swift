public import Foundation

/// The ways of watching the preview's folders, best first.
public enum FolderWatch {
    /// inotify where there is one, then polling, which always works.
    public static func sources(watching roots: [URL]) -> [any FolderChanges] {
        #if os(Linux)
        [InotifyFolderChanges(watching: roots), PollingFolderChanges(watching: roots)]
        #else
        [PollingFolderChanges(watching: roots)]
        #endif
    }
}

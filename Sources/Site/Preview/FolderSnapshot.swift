public import Foundation

/// What is in some folders (or single files): every file's path, size and modification date.
/// Two snapshots that differ mean something was saved, added, renamed or deleted.
///
/// Polling works the same on Linux and macOS with no system-specific API; a course of a thousand
/// lessons takes milliseconds to list, so twice a second costs nothing noticeable. It is the
/// fallback of `InotifyFolderChanges` (see `PollingFolderChanges`).
public struct FolderSnapshot: Sendable, Equatable {
    private struct Entry: Sendable, Equatable {
        let size: Int
        let modified: Date
    }

    private let entries: [String: Entry]

    public static func take(of folders: [URL]) -> FolderSnapshot {
        var entries: [String: Entry] = [:]
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        func record(_ file: URL) {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return }
            entries[file.path] = Entry(size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
        }
        for folder in folders {
            // A single file (a catalog file kept outside the content) is watched as itself.
            record(folder)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { continue }
            for case let file as URL in files { record(file) }
        }
        return FolderSnapshot(entries: entries)
    }

    /// The files that are new, changed or gone in this snapshot, by path.
    public func changedPaths(since earlier: FolderSnapshot) -> Set<String> {
        var paths = Set(earlier.entries.keys.filter { entries[$0] == nil })
        for (path, entry) in entries where earlier.entries[path] != entry { paths.insert(path) }
        return paths
    }
}

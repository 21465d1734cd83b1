public import Foundation

/// Lists the files below a folder, relative to it and sorted, skipping hidden files and folders.
/// Symbolic links inside it are left out, so a site never publishes what lies outside its
/// folders; the folder itself may be a link.
public enum FileTree {
    /// - Returns: nil when `folder` does not exist or is not a folder.
    public static func files(in folder: URL) -> [String]? {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard isFolder(root),
              let enumerator = FileManager.default.enumerator(
                  at: root,
                  includingPropertiesForKeys: [.isRegularFileKey],
                  options: [.skipsHiddenFiles]
              )
        else { return nil }
        let prefixLength = root.path.count + 1
        var paths: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(prefixLength)))
        }
        return paths.sorted()
    }

    /// Whether `url` is an existing folder (following symbolic links, as opening it would).
    public static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

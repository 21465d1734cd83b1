public import Foundation

/// Lists the files below a folder, relative to it and sorted, skipping hidden files and folders.
public enum FileTree {
    /// - Returns: nil when `folder` does not exist or is not a folder.
    public static func files(in folder: URL) -> [String]? {
        let root = folder.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue,
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
}

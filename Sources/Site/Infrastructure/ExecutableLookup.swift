public import Foundation

/// Finds an installed command as a shell would: a path as given, a name on the `PATH`.
public enum ExecutableLookup {
    public static func find(_ name: String, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> URL? {
        if name.contains("/") {
            let command = URL(fileURLWithPath: name)
            return isCommand(command) ? command : nil
        }
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if isCommand(candidate) { return candidate }
        }
        return nil
    }

    /// Executable and not a folder: folders are "executable" too, to be entered.
    private static func isCommand(_ url: URL) -> Bool {
        FileManager.default.isExecutableFile(atPath: url.path) && !FileTree.isFolder(url)
    }
}

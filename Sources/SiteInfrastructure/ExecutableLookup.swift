public import Foundation

/// Finds an installed command as a shell would: a path as given, a name on the `PATH`.
public enum ExecutableLookup {
    public static func find(_ name: String, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> URL? {
        if name.contains("/") {
            return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil
        }
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

public import Foundation
internal import SiteTheme

/// `build-site theme`: the built-in theme's files written out, as `mdbook init --theme` does, so
/// an author edits the ones they want to change and deletes the rest (what is missing comes from
/// the built-in theme).
public enum ThemeCopy {
    /// Every file of the theme, by its path in a course: `Templates/lesson.mustache`, `Public/css/site.css`.
    public static var files: [(path: String, text: String)] {
        files(templates: "Templates", public: "Public")
    }

    /// Writes the theme into the course in `folder`: into the folders its `course-site.yml` names
    /// (`templates`, `public`), else `Templates/` and `Public/`. Refuses, writing nothing, if any
    /// of its files is already there (an author's edited template is never overwritten) or
    /// something that is not a folder stands where a folder must go.
    /// - Returns: the files written, from the folder.
    public static func write(into folder: URL) throws(ThemeCopyError) -> [String] {
        let config: ConfigFile?
        do {
            config = try ConfigFile.found(in: folder).map { try ConfigFile(reading: $0, shown: $0.path) }
        } catch {
            throw .writeFailed(path: ConfigFile.defaultName, reason: "\(error)")
        }
        let files = files(templates: relative(config?.text("templates"), in: folder) ?? "Templates", public: relative(config?.text("public"), in: folder) ?? "Public")
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        guard existing.isEmpty else { throw .filesExist(folder: folder.relativePath, files: existing) }
        for file in files {
            if let blocked = notAFolder(above: file.path, in: folder) { throw .writeFailed(path: blocked, reason: "es un archivo, no una carpeta") }
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw .writeFailed(path: file.path, reason: error.localizedDescription)
            }
        }
        return files.map(\.path)
    }

    private static func files(templates: String, public: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for (name, text) in BuiltInTheme.templates { files.append(("\(templates)/\(name).mustache", text)) }
        for (path, text) in BuiltInTheme.publicFiles { files.append(("\(`public`)/\(path)", text)) }
        return files.sorted { $0.path < $1.path }
    }

    /// A folder the configuration file names (already resolved from the file's folder), as a path
    /// from the course's folder.
    private static func relative(_ resolved: String?, in folder: URL) -> String? {
        guard let resolved else { return nil }
        let course = folder.standardizedFileURL.path + "/"
        let path = URL(fileURLWithPath: resolved).standardizedFileURL.path
        return path.hasPrefix(course) ? String(path.dropFirst(course.count)) : path
    }

    /// The first of the file's folders that exists but is not a folder.
    private static func notAFolder(above path: String, in folder: URL) -> String? {
        var current = ""
        for component in path.split(separator: "/").dropLast() {
            current += (current.isEmpty ? "" : "/") + component
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(current).path, isDirectory: &isFolder), !isFolder.boolValue {
                return current
            }
        }
        return nil
    }
}

/// Why `build-site theme` wrote nothing.
public enum ThemeCopyError: Error, Equatable, CustomStringConvertible {
    case filesExist(folder: String, files: [String])
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .filesExist(folder, files):
            let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " y \(files.count - 3) más" : "")
            return "\(folder) ya tiene archivos del tema (\(shown)): theme no escribe sobre ellos. Muévelos o bórralos, o indica otra carpeta: build-site theme otra-carpeta"
        case let .writeFailed(path, reason):
            return "no se pudo escribir el tema en \(path): \(reason)"
        }
    }
}

public import Foundation
internal import SiteTheme

/// `build-site theme`: the built-in theme's files written out, as `mdbook init --theme` does, so
/// an author edits the ones they want to change and deletes the rest (what is missing comes from
/// the built-in theme).
public enum ThemeCopy {
    /// Every file of the theme, by its path in a course: `Templates/lesson.mustache`, `Public/css/site.css`.
    public static var files: [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for (name, text) in BuiltInTheme.templates { files.append(("Templates/\(name).mustache", text)) }
        for (path, text) in BuiltInTheme.publicFiles { files.append(("Public/\(path)", text)) }
        return files.sorted { $0.path < $1.path }
    }

    /// Writes the theme into `folder`, refusing if any of its files is already there, so an
    /// author's edited template is never overwritten.
    /// - Returns: the files written, from the folder.
    public static func write(into folder: URL) throws(ThemeCopyError) -> [String] {
        let files = files
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        guard existing.isEmpty else { throw .filesExist(folder: folder.relativePath, files: existing) }
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            throw .writeFailed(reason: error.localizedDescription)
        }
        return files.map(\.path)
    }
}

/// Why `build-site theme` wrote nothing.
public enum ThemeCopyError: Error, Equatable, CustomStringConvertible {
    case filesExist(folder: String, files: [String])
    case writeFailed(reason: String)

    public var description: String {
        switch self {
        case let .filesExist(folder, files):
            let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " y \(files.count - 3) más" : "")
            return "\(folder) ya tiene archivos del tema (\(shown)): theme no escribe sobre ellos. Muévelos o bórralos, o indica otra carpeta: build-site theme otra-carpeta"
        case let .writeFailed(reason):
            return "no se pudo escribir el tema: \(reason)"
        }
    }
}

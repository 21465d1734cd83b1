public import Foundation
import Localization
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
        let templates = shown(config?.text("templates"), default: "Templates", in: folder)
        let statics = shown(config?.text("public"), default: "Public", in: folder)
        // A folder outside the course is shown by its absolute path, inside it from the course.
        let files = files(templates: templates, public: statics).map { file in
            (shown: file.path, url: file.path.hasPrefix("/") ? URL(fileURLWithPath: file.path) : folder.appendingPathComponent(file.path), text: file.text)
        }
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.url.path) }.map(\.shown)
        guard existing.isEmpty else { throw .filesExist(folder: folder.relativePath, files: existing) }
        for file in files {
            if let blocked = notAFolder(above: file.url) { throw .writeFailed(path: blocked, reason: "es un archivo, no una carpeta") }
        }
        for file in files {
            do {
                try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: file.url, options: .withoutOverwriting)
            } catch {
                throw .writeFailed(path: file.shown, reason: LocalizedText(verbatim: error.localizedDescription))
            }
        }
        return files.map(\.shown)
    }

    private static func files(templates: String, public: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for (name, text) in BuiltInTheme.templates { files.append(("\(templates)/\(name).mustache", text)) }
        for (path, text) in BuiltInTheme.publicFiles { files.append(("\(`public`)/\(path)", text)) }
        return files.sorted { $0.path < $1.path }
    }

    /// Where a theme folder goes: the one the configuration file names (already resolved from the
    /// file's folder), from the course's folder when it lies inside it, else absolute; or the default.
    private static func shown(_ resolved: String?, default name: String, in folder: URL) -> String {
        guard let resolved else { return name }
        let path = URL(fileURLWithPath: resolved).standardizedFileURL.path
        let course = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(course) ? String(path.dropFirst(course.count)) : path
    }

    /// The first folder above `file` that exists but is not a folder.
    private static func notAFolder(above file: URL) -> String? {
        var folder = file.deletingLastPathComponent()
        var blocked: String?
        while folder.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue { blocked = folder.lastPathComponent }
            folder = folder.deletingLastPathComponent()
        }
        return blocked
    }
}

public import Foundation

/// Folders of this repository, for tests that check what ships with it (templates, styles, sample course).
public enum RepositoryFolders {
    /// The folder holding `Package.swift`, found from this file upwards (so moving a folder moves nothing here).
    public static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The built-in theme's templates, for tests that copy them to change one.
    public static var templates: URL { root.appendingPathComponent("Sources/Site/Theme/Templates") }
    /// The built-in theme's static files (the stylesheet).
    public static var themePublic: URL { root.appendingPathComponent("Sources/Site/Theme/Public") }
    /// This repository's course's own static files (the catalog's images).
    public static var publicAssets: URL { root.appendingPathComponent("Public") }
    public static var content: URL { root.appendingPathComponent("Content") }
    /// The guide for authors, a course of its own: `docs/course-site.yml` and its lessons in `docs/guide`.
    public static var guide: URL { root.appendingPathComponent("docs") }
    /// The guide's page whose table of options is generated (`ConfigurationReference`).
    public static var configurationPage: URL { guide.appendingPathComponent("guide/01-getting-started/03-configuration.md") }
}

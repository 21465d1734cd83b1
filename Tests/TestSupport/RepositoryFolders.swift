public import Foundation

/// Folders of this repository, for tests that check what ships with it (templates, styles, sample course).
public enum RepositoryFolders {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// The built-in theme's templates, for tests that copy them to change one.
    public static var templates: URL { root.appendingPathComponent("Sources/SiteTheme/Templates") }
    /// The built-in theme's static files (the stylesheet).
    public static var themePublic: URL { root.appendingPathComponent("Sources/SiteTheme/Public") }
    /// This repository's course's own static files (the catalog's images).
    public static var publicAssets: URL { root.appendingPathComponent("Public") }
    public static var content: URL { root.appendingPathComponent("Content") }
}

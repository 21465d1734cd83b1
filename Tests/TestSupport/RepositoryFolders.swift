public import Foundation

/// Folders of this repository, for tests that check what ships with it (templates, styles, sample course).
public enum RepositoryFolders {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    public static var templates: URL { root.appendingPathComponent("Templates") }
    public static var publicAssets: URL { root.appendingPathComponent("Public") }
    public static var content: URL { root.appendingPathComponent("Content") }
}

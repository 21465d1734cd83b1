public import Foundation
public import SiteComposition
public import TestSupport

/// A course in a temporary folder, as an author keeps one: its lessons in `Content/`, its site
/// written to `_site/`.
public struct CourseWorkspace: Sendable {
    public let folder: TemporaryFolder
    /// The content folder, inside `folder`.
    public var contentName: String

    public init(folder: TemporaryFolder, contentName: String = "Content") {
        self.folder = folder
        self.contentName = contentName
    }

    public var content: URL { folder.url.appendingPathComponent(contentName) }
    public var output: URL { folder.url.appendingPathComponent("_site") }

    public func site(_ path: String) throws -> String { try folder.read("_site/" + path) }
    public func siteHas(_ path: String) -> Bool { folder.exists("_site/" + path) }

    /// How the tests build this course, changed by `adjust`: its content and `_site/`, this
    /// repository's images, and diagrams left to the browser, so that no test depends on which
    /// renderer the machine has installed.
    public func configuration(_ adjust: (inout SiteConfiguration) throws -> Void) rethrows -> SiteConfiguration {
        var configuration = SiteConfiguration(
            contentFolder: content, publicFolder: RepositoryFolders.publicAssets, outputFolder: output, diagrams: DiagramOptions(mode: .client)
        )
        try adjust(&configuration)
        return configuration
    }

    public func configuration() -> SiteConfiguration {
        configuration { _ in }
    }
}

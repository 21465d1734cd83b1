public import Foundation
public import SiteCore

/// The static files of a folder on disk; hidden files are left out.
public struct StaticFolder: StaticFiles {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public func list() -> [String] {
        FileTree.files(in: folder) ?? []
    }
}

public import Foundation
public import SiteCore

/// The static files of a folder on disk (hidden files left out), over the built-in theme's: a
/// file of the folder replaces the built-in one at the same path (`Public/css/site.css`).
public struct StaticFolder: StaticFiles {
    private let folder: URL?
    private let builtIn: [String: String]

    /// - Parameters:
    ///   - folder: the course's static files; nil, or a folder that does not exist, for none.
    ///   - builtIn: the built-in theme's files, their text by their path in the site.
    public init(folder: URL?, builtIn: [String: String] = [:]) {
        self.folder = folder
        self.builtIn = builtIn
    }

    public func list() -> [String] {
        Set(builtIn.keys).union(ownFiles()).sorted()
    }

    public func copy(_ paths: [String], into output: any BuildOutput) throws(SiteOutputError) {
        let own = Set(ownFiles())
        if let folder {
            try output.copy(paths.filter(own.contains), from: folder)
        }
        let fromTheme = paths.filter { !own.contains($0) && builtIn[$0] != nil }
        try output.createFolders(for: fromTheme)
        for path in fromTheme {
            try output.write(builtIn[path] ?? "", to: path)
        }
    }

    public func skippedLinks() -> [String] {
        folder.map(FileTree.links(in:)) ?? []
    }

    private func ownFiles() -> [String] {
        folder.flatMap(FileTree.files(in:)) ?? []
    }
}

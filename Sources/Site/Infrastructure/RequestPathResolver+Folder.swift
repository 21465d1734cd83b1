public import Foundation

extension RequestPathResolver {
    /// Resolves requests against the files of `folder`, as both servers of the site do (the
    /// preview, and the one Chromium prints the PDF from): a symbolic link anywhere on the way
    /// could lead out of the folder, so none is followed.
    public init(serving folder: URL, basePath: String) {
        let folder = folder.standardizedFileURL
        let realFolder = folder.resolvingSymlinksInPath().path
        self.init(basePath: basePath) { path in
            let item = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: item.path) else { return .missing }
            guard item.resolvingSymlinksInPath().path == realFolder + "/" + path else { return .link }
            return FileTree.isFolder(item) ? .folder : .file
        }
    }
}

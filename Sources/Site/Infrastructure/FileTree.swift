public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files below a folder, relative to it and sorted, skipping hidden files and folders.
/// Symbolic links inside it are left out, so a site never publishes what lies outside its
/// folders; the folder itself may be a link.
public enum FileTree {
    /// - Returns: nil when `folder` does not exist or is not a folder.
    public static func files(in folder: URL) -> [String]? {
        listing(of: folder)?.files
    }

    /// The symbolic links `files(in:)` leaves out, sorted, each as the author would name it (the
    /// folder as given, then the link's path in it: `Public/img/logo.png`): what an author may
    /// have expected to be published, to warn about.
    public static func links(in folder: URL) -> [String] {
        (listing(of: folder)?.links ?? []).map { folder.relativePath + "/" + $0 }
    }

    /// `files(in:)` and the links it leaves out, relative to `folder`, in one walk of it.
    /// - Returns: nil when `folder` does not exist or is not a folder.
    public static func listing(of folder: URL) -> (files: [String], links: [String])? {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard isFolder(root) else { return nil }
        // Read with the system's own calls: through `FileManager`'s enumerator and URL resource
        // values, listing a thousand lessons cost more than parsing a tenth of them.
        var paths: [String] = []
        var links: [String] = []
        collect(in: root.path, relative: "", into: &paths, links: &links)
        return (paths.sorted(), links.sorted())
    }

    /// Whether `url` is an existing folder (following symbolic links, as opening it would).
    public static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private static func collect(in folder: String, relative: String, into paths: inout [String], links: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            // Hidden ones (`.git`, `.DS_Store`) too, and with them `.` and `..`.
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            let shown = relative.isEmpty ? name : relative + "/" + name
            // Not followed: a link is neither a file nor a folder of the tree.
            switch kind(of: entry.pointee.d_type, at: path) {
            case .file: paths.append(shown)
            case .folder: collect(in: path, relative: shown, into: &paths, links: &links)
            case .link: links.append(shown)
            case .other: continue
            }
        }
    }

    private enum Kind { case file, folder, link, other }

    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            // Some file systems do not say in the entry: ask, without following a link.
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }
}

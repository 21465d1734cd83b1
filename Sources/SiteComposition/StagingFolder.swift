import Foundation

/// A temporary folder beside the output where a build writes the whole site. Only when the
/// build has succeeded does it take the output's place, so a failed build leaves the previous
/// site exactly as it was.
struct StagingFolder: Sendable {
    let url: URL
    private let output: URL

    /// A build stopped half way (Ctrl-C) leaves its staging folder behind; one this old is nobody's.
    static let abandonedAfter: TimeInterval = 3600

    /// Created in the output's parent folder, so that moving it into place is a rename, not a copy.
    init(replacing output: URL, now: Date = Date()) throws(SiteBuildError) {
        let output = OutputFolderPolicy.canonical(output)
        let parent = output.deletingLastPathComponent()
        Self.removeAbandoned(beside: output, now: now)
        self.output = output
        self.url = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data().write(to: url.appendingPathComponent(OutputFolderPolicy.markerFile))
        } catch {
            throw .writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Creates the folders pages will go into, once, before pages are written in parallel.
    func createFolders(for relativePaths: some Sequence<String>) throws(SiteBuildError) {
        let folders = Set(relativePaths.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
        for folder in folders {
            do {
                try FileManager.default.createDirectory(at: try location(of: folder), withIntermediateDirectories: true)
            } catch {
                throw .writeFailed(path: folder, reason: error.localizedDescription)
            }
        }
    }

    func write(_ text: String, to relativePath: String) throws(SiteBuildError) {
        do {
            try Data(text.utf8).write(to: try location(of: relativePath))
        } catch {
            throw .writeFailed(path: relativePath, reason: error.localizedDescription)
        }
    }

    /// Writes a file piece by piece, for files too large to build in memory first (a big course's reports).
    func stream(to relativePath: String, _ write: (_ append: (String) throws(SiteBuildError) -> Void) throws(SiteBuildError) -> Void) throws(SiteBuildError) {
        let file = try location(of: relativePath)
        guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = FileHandle(forWritingAtPath: file.path) else {
            throw .writeFailed(path: relativePath, reason: "no se puede crear el archivo")
        }
        defer { try? handle.close() }
        try write { (text: String) throws(SiteBuildError) in
            do {
                try handle.write(contentsOf: Data(text.utf8))
            } catch {
                throw .writeFailed(path: relativePath, reason: error.localizedDescription)
            }
        }
    }

    /// Copies every file of `folder` into the site at the same relative path.
    func copy(_ relativePaths: [String], from folder: URL) throws(SiteBuildError) {
        try createFolders(for: relativePaths)
        for path in relativePaths {
            do {
                let destination = try location(of: path)
                if FileManager.default.fileExists(atPath: destination.path) {
                    try FileManager.default.removeItem(at: destination)
                }
                try FileManager.default.copyItem(at: folder.appendingPathComponent(path), to: destination)
            } catch {
                throw .writeFailed(path: path, reason: error.localizedDescription)
            }
        }
    }

    /// Puts the staged site where the output was. The old site is moved aside first and
    /// moved back if the swap fails.
    func publish() throws(SiteBuildError) {
        let fileManager = FileManager.default
        let previous = url.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).previous-\(UUID().uuidString.prefix(8))")
        let hadPrevious = fileManager.fileExists(atPath: output.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: output, to: previous) }
            do {
                try fileManager.moveItem(at: url, to: output)
            } catch {
                if hadPrevious { try? fileManager.moveItem(at: previous, to: output) }
                throw error
            }
        } catch {
            throw .writeFailed(path: output.path, reason: error.localizedDescription)
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }

    /// Removes staging and set-aside folders of this output that builds left behind long ago.
    private static func removeAbandoned(beside output: URL, now: Date) {
        let parent = output.deletingLastPathComponent()
        let prefixes = [".\(output.lastPathComponent).building-", ".\(output.lastPathComponent).previous-"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where prefixes.contains(where: name.hasPrefix) {
            let folder = parent.appendingPathComponent(name)
            let modified = (try? folder.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? now
            if now.timeIntervalSince(modified) > abandonedAfter { try? FileManager.default.removeItem(at: folder) }
        }
    }

    func discard() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Where a site-relative path lands. Paths come from lesson and asset names: one that
    /// would climb out of the site is refused rather than written.
    private func location(of relativePath: String) throws(SiteBuildError) -> URL {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !segments.contains(where: { $0 == ".." }) else {
            throw .unsafeOutput(path: relativePath, reason: "la ruta saldría de la carpeta del sitio")
        }
        return url.appendingPathComponent(relativePath)
    }
}

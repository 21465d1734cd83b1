public import Foundation
public import SiteCore

/// A temporary folder beside the output where a build writes the whole site. Only when the
/// build has succeeded does it take the output's place, so a failed build leaves the previous
/// site exactly as it was.
public struct StagingFolder: BuildOutput {
    public let folder: URL
    public let scratch: any ScratchSpace
    private let output: URL
    /// Work in progress, inside the staging folder so that discarding it removes everything.
    private let scratchFolder: URL

    /// A build stopped half way (killed) leaves its staging folder behind; one this old is nobody's.
    static let abandonedAfter: TimeInterval = 3600

    /// Created in the output's parent folder, so that moving it into place is a rename, not a copy.
    public init(replacing output: URL, now: Date = Date()) throws(SiteOutputError) {
        let output = OutputFolderPolicy.canonical(output)
        let parent = output.deletingLastPathComponent()
        Self.removeAbandoned(beside: output, now: now)
        self.output = output
        self.folder = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(UUID().uuidString.prefix(8))")
        self.scratchFolder = folder.appendingPathComponent(".scratch")
        self.scratch = ScratchFolder(folder: scratchFolder)
        do {
            try FileManager.default.createDirectory(at: scratchFolder, withIntermediateDirectories: true)
            try Data().write(to: folder.appendingPathComponent(OutputFolderPolicy.markerFile))
        } catch {
            throw .writeFailed(path: folder.path, reason: error.localizedDescription)
        }
    }

    public func createFolders(for relativePaths: [String]) throws(SiteOutputError) {
        for path in relativePaths { _ = try location(of: path) }
        let folders = Set(relativePaths.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
        for path in folders {
            let destination = try location(of: path)
            do {
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            } catch {
                throw .writeFailed(path: path, reason: error.localizedDescription)
            }
        }
    }

    public func write(_ text: String, to relativePath: String) throws(SiteOutputError) {
        let destination = try location(of: relativePath)
        do {
            try Data(text.utf8).write(to: destination)
        } catch {
            throw .writeFailed(path: relativePath, reason: error.localizedDescription)
        }
    }

    public func open(_ relativePath: String) throws(SiteOutputError) -> any OutputFile {
        let file = try location(of: relativePath)
        guard FileManager.default.createFile(atPath: file.path, contents: nil), let handle = FileHandle(forWritingAtPath: file.path) else {
            throw .writeFailed(path: relativePath, reason: "no se puede crear el archivo")
        }
        return HandleOutputFile(handle: handle, path: relativePath)
    }

    public func copy(_ relativePaths: [String], from source: URL) throws(SiteOutputError) {
        try createFolders(for: relativePaths)
        for path in relativePaths {
            let destination = try location(of: path)
            do {
                if FileManager.default.fileExists(atPath: destination.path) {
                    try FileManager.default.removeItem(at: destination)
                }
                try FileManager.default.copyItem(at: source.appendingPathComponent(path), to: destination)
            } catch {
                throw .writeFailed(path: path, reason: error.localizedDescription)
            }
        }
    }

    /// Moves the old site aside, the new one in, and deletes the old one; if the swap fails,
    /// the old site is moved back.
    public func publish() throws(SiteOutputError) {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: scratchFolder)
        let previous = folder.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).previous-\(UUID().uuidString.prefix(8))")
        let hadPrevious = fileManager.fileExists(atPath: output.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: output, to: previous) }
            do {
                try fileManager.moveItem(at: folder, to: output)
            } catch {
                if hadPrevious { try? fileManager.moveItem(at: previous, to: output) }
                throw error
            }
        } catch {
            throw .writeFailed(path: output.path, reason: error.localizedDescription)
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }

    public func discard() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Removes staging and set-aside folders of this output that builds left behind long ago.
    private static func removeAbandoned(beside output: URL, now: Date) {
        let parent = output.deletingLastPathComponent()
        let prefixes = [".\(output.lastPathComponent).building-", ".\(output.lastPathComponent).previous-"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where prefixes.contains(where: name.hasPrefix) {
            let leftover = parent.appendingPathComponent(name)
            let modified = (try? leftover.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? now
            if now.timeIntervalSince(modified) > abandonedAfter { try? FileManager.default.removeItem(at: leftover) }
        }
    }

    /// Where a site-relative path lands. Paths come from lesson and asset names: one that
    /// would climb out of the site is refused rather than written.
    private func location(of relativePath: String) throws(SiteOutputError) -> URL {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !segments.contains(where: { $0 == ".." }) else {
            throw .outsideSite(path: relativePath)
        }
        return folder.appendingPathComponent(relativePath)
    }
}

/// A staged file written through a file handle.
private struct HandleOutputFile: OutputFile {
    let handle: FileHandle
    let path: String

    func append(_ text: String) throws(SiteOutputError) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    func close() {
        try? handle.close()
    }
}

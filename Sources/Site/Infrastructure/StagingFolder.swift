public import Foundation
import Localization
public import SiteCore
import Synchronization

/// A temporary folder beside the output where a build writes the whole site. Only when the
/// build has succeeded does it take the output's place, so a failed build leaves the previous
/// site exactly as it was.
public struct StagingFolder: BuildOutput {
    public let folder: URL
    public let scratch: any ScratchSpace
    /// `folder`'s path, for the thousands of files written into it: building each file's `URL` was
    /// a twentieth of writing the lessons' pages.
    private let folderPath: String
    private let output: URL
    /// Work in progress, inside the staging folder so that discarding it removes everything.
    private let scratchFolder: URL

    /// Held while this build works in the folder: a folder nobody holds is a dead build's. Nil on
    /// a file system that cannot lock, where leftovers are judged by their age instead.
    private let lock: FolderLock?

    /// On a file system that cannot lock, a leftover this old is taken for a dead build's.
    static let abandonedAfter: TimeInterval = 3600

    /// The staging folders of this process's builds still at work: what a forced exit removes.
    private static let inProgress = Mutex<Set<String>>([])

    /// Removes the staging folder of every build of this process still at work: for a process that
    /// must end at once (a second Ctrl-C), which cannot wait for its builds to discard their own.
    public static func discardAllInProgress() {
        for path in inProgress.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Created in the output's parent folder, so that moving it into place is a rename, not a copy.
    public init(replacing output: URL) throws(SiteOutputError) {
        let output = OutputFolderPolicy.canonical(output)
        let parent = output.deletingLastPathComponent()
        Self.removeAbandoned(beside: output)
        self.output = output
        (folder, lock) = try Self.makeLockedFolder(named: ".\(output.lastPathComponent).building-", in: parent)
        folderPath = folder.path
        scratchFolder = folder.appendingPathComponent(".scratch")
        scratch = ScratchFolder(folder: scratchFolder)
        let path = folderPath
        Self.inProgress.withLock { _ = $0.insert(path) }
    }

    /// A new folder this build holds, with its scratch space. Another build may take it for a
    /// dead build's in the instant between creating and locking it: then it tries a new one.
    private static func makeLockedFolder(named prefix: String, in parent: URL) throws(SiteOutputError) -> (URL, FolderLock?) {
        var failure: LocalizedText = "otra compilación la borró mientras se creaba"
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: parent.path, reason: LocalizedText(verbatim: error.localizedDescription))
        }
        for _ in 0..<3 {
            let folder = parent.appendingPathComponent(prefix + UUID().uuidString.prefix(8))
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                let lock: FolderLock?
                switch FolderLock.attempt(folder) {
                case let .locked(held) where held.holds(folder): lock = held
                case .unavailable where FileManager.default.fileExists(atPath: folder.path): lock = nil
                default: continue
                }
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(".scratch"), withIntermediateDirectories: false)
                return (folder, lock)
            } catch {
                failure = LocalizedText(verbatim: error.localizedDescription)
            }
        }
        throw .writeFailed(path: parent.appendingPathComponent(prefix).path, reason: failure)
    }

    public func createFolders(for relativePaths: [String]) throws(SiteOutputError) {
        // Checked as text: `location(of:)` builds a URL, which asks the file system whether each
        // page is a folder, a thousand needless calls in a large course.
        for path in relativePaths { try Self.refuseOutside(path) }
        // Each folder and the folders above it, each created once by one call, a parent before
        // its folders (it is shorter). Through `FileManager`, which looks at every folder on the
        // way down, a course's folders were 3% of its build, before any page could be written.
        // Told apart by their bytes, as the file system does: `café` spelled with one accented
        // letter or with a combining accent are two folders, though equal as `String`s.
        var folders: Set<[UInt8]> = []
        for path in relativePaths {
            var folder = Array(path.utf8)
            while let slash = folder.lastIndex(of: UInt8(ascii: "/")) {
                folder.removeSubrange(slash...)
                guard !folder.isEmpty, folders.insert(folder).inserted else { break }
            }
        }
        for folder in folders.sorted(by: { $0.count < $1.count }) {
            let shown = String(decoding: folder, as: UTF8.self)
            do {
                try FileBytes.createFolder(folderPath + "/" + shown)
            } catch {
                throw .writeFailed(path: shown, reason: LocalizedText(verbatim: error.reason))
            }
        }
    }

    public func write(_ text: String, to relativePath: String) throws(SiteOutputError) {
        let destination = try filePath(of: relativePath)
        do {
            try FileBytes.write(text, to: destination)
        } catch {
            throw .writeFailed(path: relativePath, reason: LocalizedText(verbatim: error.reason))
        }
    }

    public func write(_ html: HTML, to relativePath: String) throws(SiteOutputError) {
        let destination = try filePath(of: relativePath)
        do {
            try FileBytes.write(html.utf8, to: destination)
        } catch {
            throw .writeFailed(path: relativePath, reason: LocalizedText(verbatim: error.reason))
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
                throw .writeFailed(path: path, reason: LocalizedText(verbatim: error.localizedDescription))
            }
        }
    }

    /// Lists what the site holds in its marker, puts it where the output was in one step, and
    /// removes the previous site.
    public func publish() throws(SiteOutputError) {
        try? FileManager.default.removeItem(at: scratchFolder)
        if let reason = OutputFolderPolicy.refusalToReplace(output) {
            throw .unsafeOutput(path: output.path, reason: reason)
        }
        do {
            try OutputMarker.write(in: folder)
        } catch {
            throw .writeFailed(path: OutputMarker.fileName, reason: LocalizedText(verbatim: error.localizedDescription))
        }
        // The previous site is held until it is removed, so that no other build removes it too,
        // or takes it for a dead build's leftover while it is set aside.
        var previousLock: FolderLock?
        if case let .locked(held) = FolderLock.attempt(output) { previousLock = held }
        defer { previousLock?.release() }
        let previous: URL?
        do {
            previous = try FolderSwap.replace(output, with: folder)
        } catch {
            throw .writeFailed(path: output.path, reason: error.reason)
        }
        Self.inProgress.withLock { _ = $0.remove(folderPath) }
        lock?.release()
        if let previous { try? FileManager.default.removeItem(at: previous) }
    }

    public func discard() {
        try? FileManager.default.removeItem(at: folder)
        Self.inProgress.withLock { _ = $0.remove(folderPath) }
        lock?.release()
    }

    /// Removes staging folders and sites set aside of this output that no running build holds:
    /// builds killed before they could clean up leave them. A site set aside when the output is
    /// missing is the last one published (a build died between its two renames): it is put back.
    private static func removeAbandoned(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        let prefixes = [".\(output.lastPathComponent).building-", ".\(output.lastPathComponent)\(FolderSwap.setAsideMarker)"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names.sorted() where prefixes.contains(where: name.hasPrefix) {
            let leftover = parent.appendingPathComponent(name)
            switch FolderLock.attempt(leftover) {
            case .held:
                continue
            case .unavailable:
                let modified = (try? leftover.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? Date()
                if Date().timeIntervalSince(modified) > abandonedAfter { try? FileManager.default.removeItem(at: leftover) }
            case let .locked(lock):
                defer { lock.release() }
                if name.hasPrefix(prefixes[1]), !FileManager.default.fileExists(atPath: output.path),
                   (try? FileManager.default.moveItem(at: leftover, to: output)) != nil {
                    continue
                }
                try? FileManager.default.removeItem(at: leftover)
            }
        }
    }

    /// Where a site-relative path lands. Paths come from lesson and asset names: one that
    /// would climb out of the site is refused rather than written.
    private func location(of relativePath: String) throws(SiteOutputError) -> URL {
        try Self.refuseOutside(relativePath)
        return folder.appendingPathComponent(relativePath)
    }

    /// `location(of:)` as a path.
    private func filePath(of relativePath: String) throws(SiteOutputError) -> String {
        try Self.refuseOutside(relativePath)
        return folderPath + "/" + relativePath
    }

    private static func refuseOutside(_ relativePath: String) throws(SiteOutputError) {
        let segments = relativePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard relativePath.utf8.first != UInt8(ascii: "/"), !segments.contains(where: { $0.elementsEqual("..".utf8) }) else {
            throw .outsideSite(path: relativePath)
        }
    }
}

/// A staged file written through a file handle.
private struct HandleOutputFile: OutputFile {
    let handle: FileHandle
    let path: String

    func append(_ text: String) throws(SiteOutputError) {
        var text = text
        do {
            // The string's own bytes, not a copy: a large course's pages are streamed in megabytes.
            try text.withUTF8 { try handle.write(contentsOf: UnsafeRawBufferPointer($0)) }
        } catch {
            throw .writeFailed(path: path, reason: LocalizedText(verbatim: error.localizedDescription))
        }
    }

    func append(_ html: HTML) throws(SiteOutputError) {
        do {
            try html.utf8.withUnsafeBytes { try handle.write(contentsOf: $0) }
        } catch {
            throw .writeFailed(path: path, reason: LocalizedText(verbatim: error.localizedDescription))
        }
    }

    func close() {
        try? handle.close()
    }
}

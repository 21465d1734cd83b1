public import Foundation
import Localization
public import SiteCore

/// The published output folder, changed in place: each new file is written beside the old one and
/// renamed over it, which is atomic on one file system.
public struct FileSystemPublishedSite: PublishedSite {
    public let folder: URL
    /// Bytes copied at a time when a file is spliced.
    private static let chunk = 1 << 20

    public init(folder: URL) {
        self.folder = folder
    }

    public func replace(_ relativePath: String, with text: String) throws(SiteOutputError) {
        try replacing(relativePath) { output in try output.write(contentsOf: Data(text.utf8)) }
    }

    public func replace(bytes range: Range<Int>, of relativePath: String, sized size: Int, with text: String) throws(SiteOutputError) {
        let source = try location(of: relativePath)
        let found = (try? FileManager.default.attributesOfItem(atPath: source.path)[.size] as? Int) ?? -1
        guard found == size, range.upperBound <= size else {
            throw .writeFailed(path: relativePath, reason: "el archivo no es el que escribió la última compilación (\(found) bytes, no \(size))")
        }
        guard let input = FileHandle(forReadingAtPath: source.path) else {
            throw .writeFailed(path: relativePath, reason: "no se puede leer el archivo")
        }
        defer { try? input.close() }
        try replacing(relativePath) { output in
            try Self.copy(range.lowerBound, bytesFrom: input, to: output)
            try output.write(contentsOf: Data(text.utf8))
            try input.seek(toOffset: UInt64(range.upperBound))
            try Self.copy(.max, bytesFrom: input, to: output)
        }
    }

    /// Writes a new file with `body` and renames it over `relativePath` (in a new folder if need
    /// be). The new file's name starts with `._`, which a later build takes for the system's
    /// (`OutputMarker`): if this process dies before the rename, the leftover never stops that
    /// build from replacing the folder.
    private func replacing(_ relativePath: String, body: (FileHandle) throws -> Void) throws(SiteOutputError) {
        let destination = try location(of: relativePath)
        let temporary = destination.deletingLastPathComponent().appendingPathComponent("._\(destination.lastPathComponent).\(UUID().uuidString.prefix(8))")
        do {
            // A folder the last build did not need (the first diagram of a course).
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil), let output = FileHandle(forWritingAtPath: temporary.path) else {
                throw CocoaError(.fileWriteUnknown)
            }
            defer { try? output.close() }
            try body(output)
            guard rename(temporary.path, destination.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: relativePath, reason: LocalizedText(verbatim: error.localizedDescription))
        }
    }

    private static func copy(_ count: Int, bytesFrom input: FileHandle, to output: FileHandle) throws {
        var left = count
        while left > 0, let data = try input.read(upToCount: min(left, chunk)), !data.isEmpty {
            try output.write(contentsOf: data)
            left -= data.count
        }
    }

    /// Paths come from the site's own plan, but one that climbs out of the folder is refused all the same.
    private func location(of relativePath: String) throws(SiteOutputError) -> URL {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw .outsideSite(path: relativePath)
        }
        return folder.appendingPathComponent(relativePath)
    }
}

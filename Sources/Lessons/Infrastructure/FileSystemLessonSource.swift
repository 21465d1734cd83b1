public import Foundation
public import LessonsCore
import Localization
import SiteInfrastructure

/// Reads lessons from a folder on disk: every `*.md` below it is a lesson, every other file an asset.
/// Hidden files and folders (`.git`, `.DS_Store`) are neither.
public struct FileSystemLessonSource: LessonSource {
    private let root: URL
    private let maxBytes: Int

    /// - Parameter maxBytes: a larger lesson is refused before it is read (a real one is some 30 KB).
    public init(root: URL, maxBytes: Int = 8 * 1024 * 1024) {
        self.root = root.standardizedFileURL
        self.maxBytes = maxBytes
    }

    public func listing() throws(LessonsError) -> ContentListing {
        guard let listing = FileTree.listing(of: root) else {
            if let found = folderInOtherCase() { throw .contentFolderInOtherCase(path: root.path, found: found.path) }
            throw .contentFolderMissing(path: root.path)
        }
        return ContentListing(files: listing.files, skippedLinks: listing.links)
    }

    /// A folder beside the missing one whose name differs only in letter case (`content` for `Content`).
    private func folderInOtherCase() -> URL? {
        let parent = root.deletingLastPathComponent()
        let name = root.lastPathComponent.lowercased()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return entries.sorted().first { $0.lowercased() == name && $0 != root.lastPathComponent }
            .map { parent.appendingPathComponent($0) }
            .flatMap { FileTree.isFolder($0) ? $0 : nil }
    }

    public func contents(of lesson: LessonPath) throws(LessonsError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(root.path + "/" + lesson.value, limit: maxBytes)
        } catch where error.isTooLarge {
            throw .beyondLimits(file: lesson.value, line: nil, reason: "ocupa más de \(maxBytes / (1024 * 1024)) MB")
        } catch {
            throw .unreadable(file: lesson.value, reason: LocalizedText(verbatim: error.reason))
        }
        // A byte order mark, as some Windows editors write, is no part of the text: read as text, it
        // hid the front matter's opening `---`, whose keys then showed as a heading.
        let text = bytes.starts(with: Self.byteOrderMark) ? bytes.dropFirst(Self.byteOrderMark.count) : bytes[...]
        guard let text = String(validating: text, as: UTF8.self) else { throw .notUTF8(file: lesson.value) }
        return text
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}

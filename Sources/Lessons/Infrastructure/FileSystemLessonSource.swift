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
        guard let files = FileTree.files(in: root) else { throw .contentFolderMissing(path: root.path) }
        return ContentListing(files: files)
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
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(file: lesson.value) }
        return text
    }
}

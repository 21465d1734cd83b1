public import Foundation
public import LessonsCore
import SiteInfrastructure

/// Reads lessons from a folder on disk: every `*.md` below it is a lesson, every other file an asset.
/// Hidden files and folders (`.git`, `.DS_Store`) are neither.
public struct FileSystemLessonSource: LessonSource {
    private let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public func listing() throws(LessonsError) -> ContentListing {
        guard let files = FileTree.files(in: root) else { throw .contentFolderMissing(path: root.path) }
        return ContentListing(files: files)
    }

    public func contents(of lesson: LessonPath) throws(LessonsError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: root.appendingPathComponent(lesson.value))
        } catch {
            throw .unreadable(file: lesson.value, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(file: lesson.value) }
        return text
    }
}

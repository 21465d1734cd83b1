import Foundation
import TestSupport

/// The Swift this repository holds, and the lessons' Swift blocks, for tests that run the
/// highlighter over real code.
enum SwiftSourceFiles {
    static let repositoryRoot = RepositoryFolders.root

    /// `../shared/sample-lessons`, where a checkout has it beside the project.
    static var sampleLessons: URL {
        repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
    }

    static func files(in folder: URL, withExtension pathExtension: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == pathExtension }.sorted { $0.path < $1.path }
    }

    /// The fenced ```swift blocks of a lesson, as the oracle tests read them.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix("```swift") {
                current = []
            } else if let lines = current, trimmed.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}

import Foundation
import TestSupport
import LessonsCore

/// Real lessons' Swift blocks for the differential tests: the repository's own course and the
/// sample lessons beside it, read with a plain fence scanner (the assembly needs no Markdown parser
/// to be compared with its reference; a fence opens with ```` ```swift ```` and closes with ```` ``` ````).
enum LessonSwiftBlocks {
    static let repositoryRoot = RepositoryFolders.root

    static let sampleLessons = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")

    /// Every Markdown file under `folder`, in path order, as a lesson with its Swift blocks.
    static func lessons(in folder: URL) throws -> [(path: LessonPath, blocks: [CodeBlock])] {
        let folder = folder.resolvingSymlinksInPath()
        let names = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return try names.compactMap { name in
            guard let path = LessonPath(name) else { return nil }
            return (path, blocks(in: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
        }
    }

    static func blocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (info: String, line: Int, code: String)?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(CodeBlock(info: block.info, code: block.code, line: block.line))
                    open = nil
                } else {
                    open?.code += line + "\n"
                }
            } else if line.hasPrefix("```swift") {
                open = (String(line.dropFirst(3)), index + 1, "")
            }
        }
        return blocks
    }
}

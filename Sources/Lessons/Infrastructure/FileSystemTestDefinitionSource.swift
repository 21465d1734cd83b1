public import Foundation
public import LessonsCore
import Localization
import SiteInfrastructure

/// The test functions of the Swift files under the folders given with `--tests`.
public struct FileSystemTestDefinitionSource: TestDefinitionSource {
    private let folders: [URL]

    public init(folders: [URL]) {
        self.folders = folders
    }

    public func definitions() throws(LessonsError) -> [TestDefinition] {
        var definitions: [TestDefinition] = []
        for folder in folders {
            guard let files = FileTree.files(in: folder) else { throw .testsFolderMissing(path: folder.relativePath) }
            for file in files where file.hasSuffix(".swift") {
                let shown = folder.relativePath + "/" + file
                let data: Data
                do {
                    data = try Data(contentsOf: folder.appendingPathComponent(file))
                } catch {
                    throw .unreadable(file: shown, reason: LocalizedText(verbatim: error.localizedDescription))
                }
                let code = String(decoding: data, as: UTF8.self)
                definitions += SwiftTestScanner.tests(in: code).map {
                    TestDefinition(name: $0.name, location: .file(shown, line: $0.line))
                }
            }
        }
        return definitions
    }
}

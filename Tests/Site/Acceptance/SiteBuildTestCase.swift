import Foundation
import Localization
import SiteComposition
import SiteCore
import SiteInterface
import TestSupport
import XCTest

/// A course in a temporary folder, built with the repository's own templates and styles,
/// the way a user's `swift run build-site` builds it.
class SiteBuildTestCase: XCTestCase {
    struct Workspace {
        let folder: TemporaryFolder
        /// The content folder, inside `folder`.
        var contentName = "Content"
        var content: URL { folder.url.appendingPathComponent(contentName) }
        var output: URL { folder.url.appendingPathComponent("_site") }

        func site(_ path: String) throws -> String { try folder.read("_site/" + path) }
        func siteHas(_ path: String) -> Bool { folder.exists("_site/" + path) }
    }

    func makeWorkspace(lessons: [String: String]) throws -> Workspace {
        let folder = try makeTemporaryFolder()
        for (path, text) in lessons { try folder.write(text, to: "Content/" + path) }
        return Workspace(folder: folder)
    }

    func makeSUT(
        _ workspace: Workspace,
        templates: URL? = nil,
        baseURL: String = "/",
        siteURL: SiteURL? = nil,
        publicFolder: URL? = RepositoryFolders.publicAssets,
        strict: Bool = false,
        allowsRawHTML: Bool = false,
        output: URL? = nil,
        catalog: CatalogOptions = CatalogOptions(),
        // Explicit, so a test never depends on which renderer the machine has installed.
        diagrams: DiagramOptions = DiagramOptions(mode: .client),
        search: Bool = false,
        testFolders: [URL] = [],
        codeCheck: CodeCheckOptions = CodeCheckOptions(),
        allowsEmptyCourse: Bool = false,
        editURL: String? = nil,
        socialImage: String? = nil,
        printing: PrintOptions = PrintOptions(),
        language: SiteLanguage = .spanish,
        showsDates: Bool = true
    ) -> (SiteBuilder, BuildProgressSpy) {
        let progress = BuildProgressSpy()
        let configuration = SiteConfiguration(
            contentFolder: workspace.content,
            templatesFolder: templates,
            publicFolder: publicFolder,
            outputFolder: output ?? workspace.output,
            baseURL: baseURL,
            siteURL: siteURL,
            isStrict: strict,
            allowsRawHTML: allowsRawHTML,
            catalog: catalog,
            diagrams: diagrams,
            search: search,
            testFolders: testFolders,
            codeCheck: codeCheck,
            allowsEmptyCourse: allowsEmptyCourse,
            editURL: editURL,
            showsDates: showsDates,
            socialImage: socialImage,
            printing: printing,
            language: language
        )
        let sut = SiteBuilder(configuration: configuration, reporter: progress, diagnostics: [progress], workingDirectory: workspace.folder.url)
        return (sut, progress)
    }

    /// The error a build fails with; a build that succeeds fails the test.
    func buildError(of sut: SiteBuilder, file: StaticString = #filePath, line: UInt = #line) async -> BuildFailure? {
        await errorThrown(by: sut.build, file: file, line: line) as? BuildFailure
    }

    /// Every file of the output and its bytes, to prove a failed build changed nothing.
    func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                files[url.path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

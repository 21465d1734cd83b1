import Foundation
import Localization
import SiteComposition
import SiteCore
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

/// A course in a temporary folder, built with the repository's own templates and styles,
/// the way a user's `swift run build-site` builds it.
class SiteBuildTestCase: XCTestCase {
    typealias Workspace = CourseWorkspace

    func makeWorkspace(lessons: [String: String]) throws -> Workspace {
        let folder = try makeTemporaryFolder()
        for (path, text) in lessons { try folder.write(text, to: "Content/" + path) }
        return Workspace(folder: folder)
    }

    /// The composition root building `workspace` as the tests build it (`CourseWorkspace.configuration`),
    /// changed by `adjust`, with a spy that hears its progress and its diagnostics.
    func makeSUT(_ workspace: Workspace, _ adjust: (inout SiteConfiguration) throws -> Void) rethrows -> (SiteBuilder, BuildProgressSpy) {
        makeSUT(try workspace.configuration(adjust), workingDirectory: workspace.folder.url)
    }

    func makeSUT(_ workspace: Workspace) -> (SiteBuilder, BuildProgressSpy) {
        makeSUT(workspace.configuration(), workingDirectory: workspace.folder.url)
    }

    func makeSUT(_ configuration: SiteConfiguration, workingDirectory: URL) -> (SiteBuilder, BuildProgressSpy) {
        let progress = BuildProgressSpy()
        let sut = SiteBuilder(configuration: configuration, reporter: progress, diagnostics: [progress], workingDirectory: workingDirectory)
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

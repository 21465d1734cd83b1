#if os(Linux)
import Foundation
import SitePreview
import TestSupport
import XCTest

/// Bounds are generous (a second for what takes milliseconds): these tests say what is reported, not how fast.
final class InotifyFolderChangesTests: XCTestCase {
    func test_changes_afterAFileInAWatchedFolderIsSaved_reportsIt() async throws {
        let (sut, spy, folder) = try makeSUT(files: ["Content/s/1.md": "# Uno\n"])
        spy.read(try sut.changes())

        let lesson = try folder.write("# Uno, corregido\n", to: "Content/s/1.md")

        let reported = await spy.waitForChange(of: lesson)
        XCTAssertTrue(reported, "reported: \(spy.reportedPaths())")
        spy.cancel()
    }

    func test_changes_inAFolderMadeAfterTheWatchStarted_reportsTheFolderAndThenItsFiles() async throws {
        let (sut, spy, folder) = try makeSUT(files: ["Content/s/1.md": "# Uno\n"])
        spy.read(try sut.changes())

        let section = folder.url.appendingPathComponent("Content/nueva")
        try FileManager.default.createDirectory(at: section, withIntermediateDirectories: true)
        let sectionReported = await spy.waitForChange(of: section)
        let lesson = try folder.write("# Dos\n", to: "Content/nueva/2.md")
        let lessonReported = await spy.waitForChange(of: lesson)

        XCTAssertTrue(sectionReported, "reported: \(spy.reportedPaths())")
        XCTAssertTrue(lessonReported, "reported: \(spy.reportedPaths())")
        spy.cancel()
    }

    /// The site is published beside the content: the parent folder is watched for the content's name only.
    func test_changes_besideTheWatchedFolder_areNotReported() async throws {
        let (sut, spy, folder) = try makeSUT(files: ["Content/s/1.md": "# Uno\n"])
        spy.read(try sut.changes())

        let published = try folder.write("<html></html>", to: "_site/index.html")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("_site-staging"), withIntermediateDirectories: true)
        let lesson = try folder.write("# Uno, corregido\n", to: "Content/s/1.md")
        let reported = await spy.waitForChange(of: lesson)

        XCTAssertTrue(reported, "reported: \(spy.reportedPaths())")
        XCTAssertEqual(spy.reportedPaths(), [lesson.path])
        XCTAssertFalse(spy.reportedPaths().contains(published.path))
        spy.cancel()
    }

    /// Editors often save by writing a new file and renaming it over the old one.
    func test_changes_ofAWatchedFileReplacedByARename_reportsIt() async throws {
        let folder = try makeTemporaryFolder()
        let catalog = try folder.write(#"{"products": []}"#, to: "products.json")
        let (sut, spy) = (InotifyFolderChanges(watching: [catalog]), FolderChangesSpy())
        spy.read(try sut.changes())

        let replacement = try folder.write(#"{"products": [{"id": "1"}]}"#, to: ".products.json.swp")
        XCTAssertEqual(rename(replacement.path, catalog.path), 0)

        let reported = await spy.waitForChange(of: catalog)
        XCTAssertTrue(reported, "reported: \(spy.reportedPaths())")
        spy.cancel()
    }

    func test_changes_whenTheReadingTaskIsCancelled_endsAndClosesItsFileDescriptors() async throws {
        let (sut, spy, _) = try makeSUT(files: ["Content/s/1.md": "# Uno\n", "Content/t/2.md": "# Dos\n"])
        let before = Self.openDescriptors()
        spy.read(try sut.changes())
        let opened = Self.openDescriptors().filter { before[$0.key] != $0.value }
        XCTAssertFalse(opened.isEmpty)

        spy.cancel()

        let ended = await spy.waitForEnd()
        XCTAssertTrue(ended)
        let closed = await waitUntil { Self.stillOpen(opened).isEmpty }
        XCTAssertTrue(closed, "still open: \(Self.stillOpen(opened))")
    }

    func test_changes_whenTheStreamIsDropped_closesItsFileDescriptors() async throws {
        let (sut, _, _) = try makeSUT(files: ["Content/s/1.md": "# Uno\n"])
        let before = Self.openDescriptors()

        _ = try sut.changes()

        let opened = Self.openDescriptors().filter { before[$0.key] != $0.value }
        let closed = await waitUntil { Self.stillOpen(opened).isEmpty }
        XCTAssertTrue(closed, "still open: \(Self.stillOpen(opened))")
    }

    func test_changes_inARootThatIsALinkToItsFolder_reportsThemUnderTheRoot() async throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "compartido/s/1.md")
        let content = folder.url.appendingPathComponent("Content")
        try FileManager.default.createSymbolicLink(at: content, withDestinationURL: folder.url.appendingPathComponent("compartido"))
        let sut = InotifyFolderChanges(watching: [content])
        let spy = FolderChangesSpy()
        addTeardownBlock { spy.cancel() }
        spy.read(try sut.changes())

        try folder.write("# Uno, corregido\n", to: "compartido/s/1.md")

        let reported = await spy.waitForChange(of: content.appendingPathComponent("s/1.md"))
        XCTAssertTrue(reported, "reported: \(spy.reportedPaths())")
        spy.cancel()
    }

    // MARK: - Helpers

    private func makeSUT(files: [String: String]) throws -> (sut: InotifyFolderChanges, spy: FolderChangesSpy, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        for (path, text) in files { try folder.write(text, to: path) }
        try folder.write("{{{content}}}", to: "Templates/lesson.mustache")
        let roots = ["Content", "Templates", "Public"].map { folder.url.appendingPathComponent($0) }
        let spy = FolderChangesSpy()
        addTeardownBlock { spy.cancel() }
        return (InotifyFolderChanges(watching: roots), spy, folder)
    }

    /// What each open descriptor of this process refers to (`anon_inode:inotify`, `pipe:[1234]`).
    private static func openDescriptors() -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.reduce(into: [:]) { descriptors, name in
            descriptors[name] = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name)
        }
    }

    /// Those of `descriptors` that still refer to the same thing (a number may be reused meanwhile).
    private static func stillOpen(_ descriptors: [String: String]) -> [String: String] {
        let now = openDescriptors()
        return descriptors.filter { now[$0.key] == $0.value }
    }

    private func waitUntil(within seconds: Double = 1, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}
#endif

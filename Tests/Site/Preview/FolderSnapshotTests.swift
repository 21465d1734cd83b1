import Foundation
import SitePreview
import TestSupport
import XCTest

final class FolderSnapshotTests: XCTestCase {
    func test_take_afterAFileInAFolderChanges_differs() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")
        let before = FolderSnapshot.take(of: [folder.url.appendingPathComponent("Content")])

        try folder.write("# Uno, corregido\n", to: "Content/s/1.md")

        XCTAssertNotEqual(FolderSnapshot.take(of: [folder.url.appendingPathComponent("Content")]), before)
    }

    func test_take_nothingChanged_isEqual() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")

        let first = FolderSnapshot.take(of: [folder.url.appendingPathComponent("Content")])

        XCTAssertEqual(FolderSnapshot.take(of: [folder.url.appendingPathComponent("Content")]), first)
    }

    /// `--catalog-file` may name a file outside the watched folders: it is watched itself.
    func test_take_ofASingleFileThatChanges_differs() throws {
        let folder = try makeTemporaryFolder()
        let products = try folder.write(#"{"products": []}"#, to: "products.json")
        let before = FolderSnapshot.take(of: [products])

        try folder.write(#"{"products": [{"id": "1"}]}"#, to: "products.json")

        XCTAssertNotEqual(FolderSnapshot.take(of: [products]), before)
    }
}

extension FolderSnapshotTests {
    func test_changedPaths_afterFilesWereAddedChangedAndRemoved_namesEachOne() throws {
        let folder = try makeTemporaryFolder()
        let kept = try folder.write("# Uno\n", to: "Content/1.md")
        let changed = try folder.write("# Dos\n", to: "Content/2.md")
        let removed = try folder.write("# Tres\n", to: "Content/3.md")
        let before = FolderSnapshot.take(of: [folder.url.appendingPathComponent("Content")])
        try folder.write("# Dos, corregido\n", to: "Content/2.md")
        try FileManager.default.removeItem(at: removed)
        let added = try folder.write("# Cuatro\n", to: "Content/4.md")

        let paths = FolderSnapshot.take(of: [folder.url.appendingPathComponent("Content")]).changedPaths(since: before)

        XCTAssertEqual(paths, [changed.path, removed.path, added.path])
        XCTAssertFalse(paths.contains(kept.path))
    }
}

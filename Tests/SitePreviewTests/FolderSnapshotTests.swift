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

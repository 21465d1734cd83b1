import SitePreview
import XCTest

final class FolderChangeBatchTests: XCTestCase {
    func test_merging_twoCompleteBatches_namesEveryPath() {
        let sut = FolderChangeBatch(paths: ["/c/a.md"])

        let merged = sut.merging(FolderChangeBatch(paths: ["/c/b.md"]))

        XCTAssertEqual(merged, FolderChangeBatch(paths: ["/c/a.md", "/c/b.md"]))
    }

    func test_merging_anIncompleteBatchWithANamedOne_staysIncomplete() {
        let sut = FolderChangeBatch(isComplete: false)

        let merged = sut.merging(FolderChangeBatch(paths: ["/c/a.md"]))
        let mergedTheOtherWay = FolderChangeBatch(paths: ["/c/a.md"]).merging(sut)

        XCTAssertFalse(merged.isComplete)
        XCTAssertFalse(mergedTheOtherWay.isComplete)
    }
}

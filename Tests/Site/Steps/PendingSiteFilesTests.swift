import BuildSteps
import SiteCore
import XCTest

final class PendingSiteFilesTests: XCTestCase {
    func test_writeAndOpen_beforeCommit_replaceNothing() throws {
        let (sut, published) = makeSUT()

        try sut.write("a", to: "a.html")
        try sut.open("b.json").append("b")

        XCTAssertEqual(published.messages, [])
    }

    func test_commit_replacesEachFileWholeInTheOrderFirstWritten() throws {
        let (sut, published) = makeSUT()
        try sut.write("uno", to: "reports/a.html")
        let streamed = try sut.open("reports/b.json")
        try streamed.append("{")
        try streamed.append("}")
        streamed.close()
        try sut.write("otra vez", to: "reports/a.html")

        let files = try sut.commit()

        XCTAssertEqual(files, ["reports/a.html", "reports/b.json"])
        XCTAssertEqual(published.messages, [.replace("reports/a.html", with: "otra vez"), .replace("reports/b.json", with: "{}")])
    }

    func test_discard_leavesNothingToCommit() throws {
        let (sut, published) = makeSUT()
        try sut.write("a", to: "a.html")

        sut.discard()

        XCTAssertEqual(try sut.commit(), [])
        XCTAssertEqual(published.messages, [])
    }

    func test_copy_anyFiles_isRefused() {
        let (sut, _) = makeSUT()

        XCTAssertThrowsError(try sut.copy(["logo.png"], from: URL(fileURLWithPath: "/curso/Public")))
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: PendingSiteFiles, published: PublishedSiteSpy) {
        let published = PublishedSiteSpy()
        return (PendingSiteFiles(over: published), published)
    }
}

import LessonsCore
import XCTest

final class ContentListingTests: XCTestCase {
    func test_initFiles_sortsMarkdownIntoLessonsAndTheRestIntoAssets() {
        let sut = ContentListing(files: ["login/01.md", "login/img/a.png", "README.MD", "notas.txt"])

        XCTAssertEqual(sut.lessons.map(\.value), ["login/01.md", "README.MD"])
        XCTAssertEqual(sut.assets, ["login/img/a.png", "notas.txt"])
    }
}

import Foundation
import SiteRendering
import XCTest

final class MustacheTemplateLoaderTests: XCTestCase {
    func test_source_withoutAFolder_isTheBuiltInTheme() {
        let sut = MustacheTemplateLoader(folder: nil, builtIn: ["home": "<p>casa</p>"])

        XCTAssertEqual(sut.source, "del tema integrado")
    }

    func test_source_withAFolder_namesItBeforeTheTheme() {
        let sut = MustacheTemplateLoader(folder: URL(fileURLWithPath: "Templates"), builtIn: ["home": "<p>casa</p>"])

        XCTAssertEqual(sut.source, "de Templates/ y del tema integrado")
    }
}

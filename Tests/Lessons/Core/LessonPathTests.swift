import LessonsCore
import XCTest

final class LessonPathTests: XCTestCase {
    func test_init_withParentFolderSegment_returnsNil() {
        XCTAssertNil(LessonPath("../secreto.md"))
        XCTAssertNil(LessonPath("login/../../secreto.md"))
    }

    func test_init_withAbsoluteOrNonMarkdownPath_returnsNil() {
        XCTAssertNil(LessonPath("/etc/passwd.md"))
        XCTAssertNil(LessonPath("login/diagrama.png"))
    }

    func test_pagePath_replacesMarkdownExtensionWithHTML() {
        let sut = LessonPath("login/01-domain.md")

        XCTAssertEqual(sut?.pagePath, "login/01-domain.html")
    }

    func test_folder_ofLessonAtContentRoot_isEmpty() {
        XCTAssertEqual(LessonPath("intro.md")?.folder, "")
        XCTAssertEqual(LessonPath("a/b/c.md")?.folder, "a/b")
    }
}

import LessonsCore
import XCTest

/// What a lesson's link destination points at, read by its bytes as an address is.
final class LinkTargetTests: XCTestCase {
    func test_init_schemeOfLettersDigitsPlusDotAndDash_isExternal() {
        for destination in ["https://swift.org", "mailto:a@b.c", "x-custom+v1.2:thing", "HTTP://A"] {
            XCTAssertEqual(LinkTarget(destination).kind, .external, destination)
        }
    }

    func test_init_colonAfterASlashOrADigitFirst_isAPath() {
        XCTAssertEqual(LinkTarget("a/b:c.md").kind, .relative)
        XCTAssertEqual(LinkTarget("1a:b").kind, .relative)
        XCTAssertEqual(LinkTarget("é:b").kind, .relative, "a scheme is ASCII")
    }

    func test_init_pathQueryAndFragment_areSplitAtTheFirstQuestionMarkOrHash() {
        let target = LinkTarget("02-application.md?x=1#el-protocolo")

        XCTAssertEqual(target.path, "02-application.md")
        XCTAssertEqual(target.suffix, "?x=1#el-protocolo")
        XCTAssertEqual(target.fragment, "el-protocolo")
    }

    func test_init_hashFollowedByACombiningMark_isStillTheFragmentsStart() {
        // By bytes, as browsers read addresses: by `Character`, "#\u{301}" was no hash at all.
        let target = LinkTarget("a.md#\u{301}x")

        XCTAssertEqual(target.path, "a.md")
        XCTAssertEqual(target.fragment, "\u{301}x")
        XCTAssertTrue(target.pointsToLesson)
    }

    func test_pointsToLesson_markdownInAnyCase_isTrueButNotForExternalOrOtherFiles() {
        XCTAssertTrue(LinkTarget("login/01.MD").pointsToLesson)
        XCTAssertTrue(LinkTarget("01.Md#x").pointsToLesson)
        XCTAssertFalse(LinkTarget("https://host/readme.md").pointsToLesson)
        XCTAssertFalse(LinkTarget("notes.mdx").pointsToLesson)
        XCTAssertFalse(LinkTarget("md").pointsToLesson)
    }

    func test_resolvedPath_dotsAndEmptySegments_areFollowedFromTheLessonsFolder() {
        XCTAssertEqual(LinkTarget("../catalog/./01.md").resolvedPath(from: "login"), "catalog/01.md")
        XCTAssertEqual(LinkTarget("a//b.png").resolvedPath(from: "login/x"), "login/x/a/b.png")
        XCTAssertEqual(LinkTarget("/img/d.svg").resolvedPath(from: "login"), "img/d.svg")
    }

    func test_resolvedPath_climbingAboveTheContentRoot_isNil() {
        XCTAssertNil(LinkTarget("../../x.md").resolvedPath(from: "login"))
        XCTAssertTrue(LinkTarget("../../x.md").leavesContent(from: "login"))
        XCTAssertFalse(LinkTarget("../x.md").leavesContent(from: "login"))
    }
}

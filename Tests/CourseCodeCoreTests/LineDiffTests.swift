@testable import CourseCodeCore
import XCTest

final class LineDiffTests: XCTestCase {
    func test_changedLines_ofAFirstVersion_isEveryLine() {
        XCTAssertEqual(LineDiff.changedLines(from: [], to: ["a", "b"]), [0, 1])
    }

    func test_changedLines_addedAndChangedLines_areMarkedAndKeptLinesAreNot() {
        let changed = LineDiff.changedLines(from: ["struct A {", "    let a", "}"], to: ["struct A {", "    let a: Int", "    let b: Int", "}"])

        XCTAssertEqual(changed, [1, 2])
    }

    func test_changedLines_removedLinesOnly_marksNothing() {
        XCTAssertEqual(LineDiff.changedLines(from: ["a", "b", "c"], to: ["a", "c"]), [])
    }
}

import CourseCodeCore
import TestSupport
import XCTest

final class CourseCodeTests: XCTestCase {
    func test_file_findsTheFirstFileWithThePath() {
        let first = CourseFile(path: courseFilePath("App/A.swift"), versions: [])
        let second = CourseFile(path: courseFilePath("App/B.swift"), versions: [])
        let sut = CourseCode(files: [first, second, CourseFile(path: courseFilePath("App/A.swift"), versions: [version()])])

        XCTAssertEqual(sut.file(courseFilePath("App/A.swift")), first)
        XCTAssertEqual(sut.file(courseFilePath("App/B.swift")), second)
        XCTAssertNil(sut.file(courseFilePath("App/C.swift")))
    }

    // MARK: - Helpers

    private func version() -> FileVersion {
        FileVersion(lesson: lessonPath("a.md"), block: 0, lines: ["let a = 1"], origins: [sourceLine("a.md", 2)])
    }
}

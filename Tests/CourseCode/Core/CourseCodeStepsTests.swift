import CourseCodeCore
import LessonsCore
import TestSupport
import XCTest

/// The course's code after each block that writes a file, in course order.
final class CourseCodeStepsTests: XCTestCase {
    func test_blocks_everyBlockThatWritesAVersion_inCourseOrder() {
        let sut = makeSUT()

        XCTAssertEqual(sut.blocks, [key("login/01.md", 0), key("login/01.md", 2), key("login/02.md", 0)])
    }

    func test_codeAt_aStep_isEachFileAtItsLastVersionUpToIt() {
        let sut = makeSUT()

        let code = sut.code(at: key("login/01.md", 2))

        XCTAssertEqual(code.files.map(\.path.value), ["Email.swift"])
        XCTAssertEqual(code.files.first?.finalVersion.lines, ["struct Email { let value: String }"])
    }

    func test_codeAt_theFirstStep_holdsOnlyWhatItWrote() {
        let sut = makeSUT()

        let code = sut.code(at: key("login/01.md", 0))

        XCTAssertEqual(code.files.map(\.path.value), ["Email.swift"])
        XCTAssertEqual(code.files.first?.finalVersion.lines, ["struct Email {}"])
    }

    func test_codeAt_theLastStep_isTheWholeCourse() {
        let sut = makeSUT()

        let code = sut.code(at: key("login/02.md", 0))

        XCTAssertEqual(code.files, Self.code.files)
    }

    func test_blocks_lessonsInTheCoursesOrder_notTheirNames() {
        let sut = CourseCodeSteps(Self.code, lessons: [lessonPath("login/02.md"), lessonPath("login/01.md")])

        XCTAssertEqual(sut.blocks.first, key("login/02.md", 0))
        XCTAssertEqual(sut.code(at: key("login/02.md", 0)).files.map(\.path.value), ["EmailTests.swift"])
    }

    // MARK: - Helpers

    private func makeSUT() -> CourseCodeSteps {
        CourseCodeSteps(Self.code, lessons: [lessonPath("login/01.md"), lessonPath("login/02.md")])
    }

    private func key(_ lesson: String, _ index: Int) -> CourseCode.BlockKey {
        CourseCode.BlockKey(lesson: lessonPath(lesson), index: index)
    }

    /// `Email.swift` written by the first lesson's blocks 0 and 2, `EmailTests.swift` by the second lesson's block 0.
    private static let code = CourseCode(files: [
        CourseFile(path: CourseFilePath("Email.swift")!, versions: [
            version("login/01.md", 0, "struct Email {}"),
            version("login/01.md", 2, "struct Email { let value: String }"),
        ]),
        CourseFile(path: CourseFilePath("EmailTests.swift")!, versions: [version("login/02.md", 0, "final class EmailTests {}")]),
    ])

    private static func version(_ lesson: String, _ block: Int, _ line: String) -> FileVersion {
        FileVersion(lesson: lessonPath(lesson), block: block, lines: [line], origins: [SourceLine(lesson: lessonPath(lesson), line: 1)])
    }
}

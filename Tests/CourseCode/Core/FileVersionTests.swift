@testable import CourseCodeCore
import LessonsCore
import TestSupport
import XCTest

final class FileVersionTests: XCTestCase {
    func test_init_givesBackItsLinesOriginsAndText() {
        let lines = ["struct A {", "    let \u{E9}: Int", "}", "}"]
        let origins = [sourceLine("a.md", 3), sourceLine("a.md", 4), sourceLine("b.md", 9), sourceLine("b.md", 9)]

        let sut = makeSUT(lines: lines, origins: origins)

        XCTAssertEqual(sut.lines, lines)
        XCTAssertEqual(sut.origins, origins)
        XCTAssertEqual(sut.lineCount, 4)
        XCTAssertEqual((0..<4).map(sut.line), lines)
        XCTAssertEqual((0..<4).map(sut.origin(ofLine:)), origins)
        XCTAssertEqual(sut.text, "struct A {\n    let \u{E9}: Int\n}\n}\n")
    }

    func test_text_ofNoLines_isALineFeed() {
        XCTAssertEqual(makeSUT(lines: [], origins: []).text, "\n")
    }

    func test_lines_keepTheirBytes() {
        let sut = makeSUT(lines: ["let e\u{301} = 1", "let \u{E9} = 1"], origins: [sourceLine("a.md", 1), sourceLine("a.md", 2)])

        XCTAssertEqual(sut.lines.map { Array($0.utf8) }, [Array("let e\u{301} = 1".utf8), Array("let \u{E9} = 1".utf8)])
    }

    func test_equality_comparesLinesAsStringsAndEveryOtherPart() {
        let origins = [sourceLine("a.md", 1)]
        let version = makeSUT(lines: ["let \u{E9} = 1"], origins: origins)

        XCTAssertEqual(version, makeSUT(lines: ["let e\u{301} = 1"], origins: origins))
        XCTAssertNotEqual(version, makeSUT(lines: ["let e = 1"], origins: origins))
        XCTAssertNotEqual(version, makeSUT(lines: ["let \u{E9} = 1"], origins: [sourceLine("a.md", 2)]))
        XCTAssertNotEqual(version, makeSUT(block: 1, lines: ["let \u{E9} = 1"], origins: origins))
        XCTAssertNotEqual(version, makeSUT(lesson: "b.md", lines: ["let \u{E9} = 1"], origins: origins))
    }

    func test_equality_ofVersionsOfOneAssembly_comparesTheirLinesAsStrings() {
        let code = makeCourseCode(blocks: [
            (line: 1, code: "// A.swift\nlet \u{E9} = 1\n}\n"), (line: 10, code: "// A.swift\nlet e\u{301} = 1\n}\n"), (line: 20, code: "// A.swift\nlet e = 1\n}\n"),
        ])
        let versions = code.files[0].versions

        XCTAssertEqual(versions[1].changedLines, [])
        XCTAssertEqual(versions[1].lines.map { Array($0.utf8) }, [Array("let e\u{301} = 1".utf8), Array("}".utf8)])
        XCTAssertEqual(versions[2].changedLines, [0])
        XCTAssertEqual(versions[0].lines, versions[1].lines)
        XCTAssertNotEqual(versions[0].lines, versions[2].lines)
    }

    // MARK: - Helpers

    private func makeSUT(lesson: String = "a.md", block: Int = 0, lines: [String], origins: [SourceLine]) -> FileVersion {
        FileVersion(lesson: lessonPath(lesson), block: block, lines: lines, origins: origins)
    }
}

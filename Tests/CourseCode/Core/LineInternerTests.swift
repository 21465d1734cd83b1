@testable import CourseCodeCore
import XCTest

final class LineInternerTests: XCTestCase {
    func test_number_ofTheSameBytes_isTheSameAndKeptOnce() {
        var sut = LineInterner()

        let numbers = ["}", "let a = 1", "}", "let a = 1"].map { sut.number(of: $0) }

        XCTAssertEqual(numbers, [0, 1, 0, 1])
        XCTAssertEqual(sut.strings, ["}", "let a = 1"])
    }

    func test_number_ofCanonicallyEquivalentLines_differsButTheirEqualityClassIsTheSame() {
        var sut = LineInterner()

        let composed = sut.number(of: "let \u{E9} = 1")
        let decomposed = sut.number(of: "let e\u{301} = 1")
        let other = sut.number(of: "let e = 1")

        XCTAssertNotEqual(composed, decomposed)
        XCTAssertEqual(sut.strings.map { Array($0.utf8) }, [Array("let \u{E9} = 1".utf8), Array("let e\u{301} = 1".utf8), Array("let e = 1".utf8)])
        XCTAssertEqual(sut.equalityClasses[Int(composed)], sut.equalityClasses[Int(decomposed)])
        XCTAssertNotEqual(sut.equalityClasses[Int(composed)], sut.equalityClasses[Int(other)])
        XCTAssertTrue(sut.hasEquivalentLines)
    }

    func test_hasEquivalentLines_withLinesAllDifferentAsStrings_isFalse() {
        var sut = LineInterner()

        _ = ["a", "b", "é", "a"].map { sut.number(of: $0) }

        XCTAssertFalse(sut.hasEquivalentLines)
    }

    func test_number_ofManyLines_findsEachAgainAfterTheTableGrows() {
        var sut = LineInterner()
        let lines = (0..<5_000).map { "let value\($0) = \($0 * 7)" } + ["", "x", "12345678", "123456789"]

        let first = lines.map { sut.number(of: $0) }
        let again = lines.reversed().map { sut.number(of: $0) }

        XCTAssertEqual(first, lines.indices.map(UInt32.init))
        XCTAssertEqual(Array(again.reversed()), first)
        XCTAssertEqual(sut.strings, lines)
    }

    func test_lines_readTheNumberedLines() {
        var sut = LineInterner()
        let numbers = ["func a() {", "é", "}"].map { sut.number(of: $0) }

        let lines = LineInterner.Lines(numbers: numbers + [numbers[2]], interner: sut)

        XCTAssertEqual((0..<lines.count).map(lines.string), ["func a() {", "é", "}", "}"])
        XCTAssertEqual((0..<lines.count).map(lines.isPlain), [true, false, true, true])
    }
}

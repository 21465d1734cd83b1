@testable import BuildSteps
import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class PrintPageStreamTests: XCTestCase {
    func test_add_partsInReadingOrder_areWrittenAfterTheTop() throws {
        let (sut, output) = try makeSUT()

        try sut.add("<a>", of: lesson(0), at: 0)
        try sut.add("<b>", of: lesson(1), at: 1)

        XCTAssertEqual(output.files["imprimir.html"], "<top><a><b>")
    }

    func test_add_partAheadOfItsTurn_waitsForThePartsBeforeIt() throws {
        let (sut, output) = try makeSUT()

        try sut.add("<c>", of: lesson(2), at: 2)
        try sut.add("<b>", of: lesson(1), at: 1)
        XCTAssertEqual(output.files["imprimir.html"], "<top>")
        try sut.add("<a>", of: lesson(0), at: 0)

        XCTAssertEqual(output.files["imprimir.html"], "<top><a><b><c>")
        XCTAssertTrue(output.scratchTexts.isEmpty, "a few parts ahead wait in memory")
    }

    func test_add_morePartsAheadThanKept_waitInScratchAndKeepTheirOrder() throws {
        let (sut, output) = try makeSUT()
        let ahead = PrintPageStream.keptAtMost + 3

        for position in (1...ahead).reversed() {
            try sut.add(HTML("<\(position)>"), of: lesson(position), at: position)
        }
        try sut.add("<0>", of: lesson(0), at: 0)

        XCTAssertEqual(output.scratchSavedNames.count, 3, "the parts beyond those kept waited in the scratch space")
        XCTAssertTrue(output.scratchTexts.isEmpty, "each taken back as it was written")
        XCTAssertEqual(output.files["imprimir.html"], "<top>" + (0...ahead).map { "<\($0)>" }.joined())
    }

    func test_finish_afterEveryPart_writesTheBottomAndTellsWhereEachPartLies() throws {
        let (sut, output) = try makeSUT()
        try sut.add("<bb>", of: lesson(1), at: 1)
        try sut.add("<a>", of: lesson(0), at: 0)

        let written = try sut.finish(bottom: "<end>")

        XCTAssertEqual(output.files["imprimir.html"], "<top><a><bb><end>")
        XCTAssertEqual(written.parts, [lesson(0): 5..<8, lesson(1): 8..<12])
        XCTAssertEqual(written.size, 17)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: PrintPageStream, output: BuildOutputSpy) {
        let output = BuildOutputSpy()
        let sut = try PrintPageStream(file: output.open("imprimir.html"), top: "<top>", scratch: output.scratch)
        return (sut, output)
    }

    private func lesson(_ number: Int) -> LessonPath {
        LessonPath("leccion-\(number).md")!
    }
}

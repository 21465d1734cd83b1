import CourseCodeCore
import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class CodeFramePresenterTests: XCTestCase {
    func test_frame_ofAFilesFirstVersion_marksNoLinesAndLinksNowhere() {
        let sut = makeSUT(lessons: [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"])])

        let frame = sut.frame(forBlock: 0, of: lessonPath("s/01.md"))

        XCTAssertEqual(frame, CodeFrame(fileName: "A.swift", folder: "App", continues: false, hiddenLines: 1, changedLines: [], previous: nil, anchor: "codigo-1"))
    }

    func test_frame_ofALaterVersionInAnotherLesson_marksItsChangesAndLinksToThePreviousUnderItsHeading() {
        let sut = makeSUT(lessons: [
            lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"], headings: [makeHeading("Iteración 2", line: 5)], blockLine: 10),
            lesson("s/02.md", blocks: ["// App/A.swift\nlet a = 1\nlet b = 2\n"]),
        ])

        let frame = sut.frame(forBlock: 0, of: lessonPath("s/02.md"))

        XCTAssertEqual(frame?.changedLines, [1])
        XCTAssertEqual(frame?.previous, CodeFrame.Link(text: "cambia la versión de 01.md · Iteración 2", url: "/curso/s/01.html#codigo-1"))
    }

    func test_frame_ofALaterVersionInTheSameLesson_linksWithinThePage() {
        let sut = makeSUT(lessons: [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n", "// App/A.swift\nlet a = 2\n"])])

        let frame = sut.frame(forBlock: 1, of: lessonPath("s/01.md"))

        XCTAssertEqual(frame?.previous?.url, "#codigo-1")
        XCTAssertEqual(frame?.previous?.text, "cambia la versión de más arriba")
    }

    func test_frame_ofAContinuationOrAFragment_continuesOrIsNone() {
        let sut = makeSUT(lessons: [lesson("s/01.md", blocks: ["// App/A.swift\nstruct A {\n", "}\n", "let suelto = 1\n"])])

        XCTAssertEqual(sut.frame(forBlock: 1, of: lessonPath("s/01.md"))?.continues, true)
        XCTAssertNil(sut.frame(forBlock: 2, of: lessonPath("s/01.md")))
    }

    func test_forPrintPage_frameIDAndLinkToAPreviousVersionInAnotherLesson_pointInsideThePrintPage() {
        let lessons = [
            lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"], headings: [makeHeading("Iteración 2", line: 5)], blockLine: 10),
            lesson("s/02.md", blocks: ["// App/A.swift\nlet a = 1\nlet b = 2\n"]),
        ]
        let sut = makeSUT(lessons: lessons).forPrintPage(PrintAnchors(lessons: lessons.map(\.path)))

        let frame = sut.frame(forBlock: 0, of: lessonPath("s/02.md"))

        XCTAssertEqual(frame?.anchor, "s/02--codigo-1")
        XCTAssertEqual(frame?.previous, CodeFrame.Link(text: "cambia la versión de 01.md · Iteración 2", url: "#s/01--codigo-1"))
    }

    func test_forPrintPage_linkToAPreviousVersionInTheSameLesson_pointsAtItsPrintID() {
        let lessons = [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n", "// App/A.swift\nlet a = 2\n"])]
        let sut = makeSUT(lessons: lessons).forPrintPage(PrintAnchors(lessons: lessons.map(\.path)))

        let frame = sut.frame(forBlock: 1, of: lessonPath("s/01.md"))

        XCTAssertEqual(frame?.previous, CodeFrame.Link(text: "cambia la versión de más arriba", url: "#s/01--codigo-1"))
    }

    func test_frameOfASharedFrame_workedOutByThePage_isEachPlacesOwnFrame() throws {
        let lessons = [
            lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"], headings: [makeHeading("Iteración 2", line: 5)], blockLine: 10),
            lesson("s/02.md", blocks: ["// App/A.swift\nlet a = 1\nlet b = 2\n", "// App/A.swift\nlet a = 1\nlet b = 3\n"]),
        ]
        let page = makeSUT(lessons: lessons)
        let print = page.forPrintPage(PrintAnchors(lessons: lessons.map(\.path)))

        for block in 0..<2 {
            let shared = try XCTUnwrap(page.sharedFrame(forBlock: block, of: lessonPath("s/02.md")))

            XCTAssertEqual(page.frame(shared, ofBlock: block, in: lessonPath("s/02.md")), page.frame(forBlock: block, of: lessonPath("s/02.md")), "block \(block) on its page")
            XCTAssertEqual(print.frame(shared, ofBlock: block, in: lessonPath("s/02.md")), print.frame(forBlock: block, of: lessonPath("s/02.md")), "block \(block) on the print page")
            XCTAssertNotEqual(page.frame(shared, ofBlock: block, in: lessonPath("s/02.md")), print.frame(shared, ofBlock: block, in: lessonPath("s/02.md")))
        }
    }

    func test_frame_withoutVerdicts_hasNoBadge() {
        let sut = makeSUT(lessons: [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"])])

        XCTAssertNil(sut.frame(forBlock: 0, of: lessonPath("s/01.md"))?.badge)
    }

    func test_frame_ofAChecksStep_linksItsBadgeToItsPlaceInTheTraceabilityReport() {
        let lessons = [lesson("s/01.md", blocks: ["// AppTests/ATests.swift\nfunc test_a() {}\n", "// App/A.swift\nlet a = 1\n"])]
        let steps = [verdict(.red, .fail, block: 0, of: "s/01.md"), verdict(.green, .pass, block: 1, of: "s/01.md")]
        let sut = makeSUT(lessons: lessons, steps: steps)

        let frame = sut.frame(forBlock: 1, of: lessonPath("s/01.md"))

        XCTAssertEqual(frame?.badge?.text, "verde ✓")
        XCTAssertEqual(frame?.badge?.url, "/curso/reports/traceability.html#paso-2")
        XCTAssertEqual(sut.frame(forBlock: 0, of: lessonPath("s/01.md"))?.badge?.url, "/curso/reports/traceability.html#paso-1")
    }

    func test_forPrintPage_badge_isTextThatLinksNowhere() {
        let lessons = [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"])]
        let sut = makeSUT(lessons: lessons, steps: [verdict(.green, .pass, block: 0, of: "s/01.md")]).forPrintPage(PrintAnchors(lessons: lessons.map(\.path)))

        let badge = sut.frame(forBlock: 0, of: lessonPath("s/01.md"))?.badge

        XCTAssertEqual(badge?.text, "verde ✓")
        XCTAssertNil(badge?.url)
    }

    func test_frame_ofALessonLeftOut_hasNoBadgeWhileOthersKeepTheirPlace() {
        let lessons = [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"]), lesson("s/02.md", blocks: ["// App/B.swift\nlet b = 1\n"])]
        let steps = [verdict(.green, .pass, block: 0, of: "s/01.md"), verdict(.green, .pass, block: 0, of: "s/02.md")]
        let sut = makeSUT(lessons: lessons, steps: ReplayedSteps(verdicts: steps, trails: [:]).leavingOut([lessonPath("s/01.md")]).verdicts)

        XCTAssertNil(sut.frame(forBlock: 0, of: lessonPath("s/01.md"))?.badge)
        XCTAssertEqual(sut.frame(forBlock: 0, of: lessonPath("s/02.md"))?.badge?.url, "/curso/reports/traceability.html#paso-2")
    }

    func test_frame_ofAPlainStepThatBuilds_hasNoBadge() {
        let sut = makeSUT(lessons: [lesson("s/01.md", blocks: ["// App/A.swift\nlet a = 1\n"])], steps: [verdict(.plain, .pass, block: 0, of: "s/01.md")])

        XCTAssertNil(sut.frame(forBlock: 0, of: lessonPath("s/01.md"))?.badge)
    }

    // MARK: - Helpers

    /// Each lesson's Swift blocks with their code, as `lesson(_:blocks:)` made them.
    private var code: [LessonPath: [CodeBlock]] = [:]

    private func makeSUT(lessons: [Lesson], steps: [StepVerdict] = []) -> CodeFramePresenter {
        let code = AssembleCourseCodeUseCase().execute(lessons: lessons.map { ($0.path, self.code[$0.path] ?? []) })
        return CodeFramePresenter(code: code, lessons: lessons, site: SiteModel(courseTitle: "x", baseURL: "/curso/"), steps: steps)
    }

    private func verdict(_ kind: TDDStep.Kind, _ outcome: StepVerdict.Outcome, block: Int, of lesson: String) -> StepVerdict {
        StepVerdict(block: CourseCode.BlockKey(lesson: lessonPath(lesson), index: block), line: 10 * (block + 1), step: TDDStep(kind: kind), outcome: outcome)
    }

    private func lesson(_ path: String, blocks: [String], headings: [Heading] = [], blockLine: Int = 1) -> Lesson {
        let blocks = blocks.enumerated().map { CodeBlock(info: "swift", code: $1, line: blockLine + 10 * $0) }
        code[lessonPath(path)] = blocks
        return Lesson(summary: makeSummary(path), headings: headings, swiftBlocks: blocks.map { SwiftBlock($0) })
    }
}

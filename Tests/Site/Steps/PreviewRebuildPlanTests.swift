import BuildSteps
import CourseCodeCore
import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class PreviewRebuildPlanTests: XCTestCase {
    func test_lessonsToReread_savedLessonsThatExisted_rereadsThemInOrder() {
        let sut = makeSUT(lessons: ["a.md", "s/b.md", "s/c.md"])

        let plan = sut.lessonsToReread(after: [content("s/c.md"), content("a.md")], exists: { _ in true })

        XCTAssertEqual(plan, .lessons([lessonPath("a.md"), lessonPath("s/c.md")]))
    }

    func test_lessonsToReread_unknownChanges_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"])

        let plan = sut.lessonsToReread(after: [], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "no se sabe qué archivos cambiaron"))
    }

    func test_lessonsToReread_fileOutsideTheContentFolder_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"])

        let plan = sut.lessonsToReread(after: [content("a.md"), "/curso/Templates/lesson.mustache"], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "cambió /curso/Templates/lesson.mustache"))
    }

    func test_lessonsToReread_swiftFileOrFolderInATestsFolder_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"], testFolders: ["/curso/Tests/"])

        let file = sut.lessonsToReread(after: [content("a.md"), "/curso/Tests/LoginTests/EmailTests.swift"], exists: { _ in true })
        let folder = sut.lessonsToReread(after: ["/curso/Tests/LoginTests"], exists: { _ in false })

        XCTAssertEqual(file, .everything(because: "cambió /curso/Tests/LoginTests/EmailTests.swift"))
        XCTAssertEqual(folder, .everything(because: "cambió /curso/Tests/LoginTests"))
    }

    func test_lessonsToReread_hiddenOrOtherFileInATestsFolder_changesNothing() {
        let sut = makeSUT(lessons: ["a.md"], testFolders: ["/curso/Tests"])

        let plan = sut.lessonsToReread(
            after: ["/curso/Tests/LoginTests/.EmailTests.swift.swp", "/curso/Tests/.build/x.swift", "/curso/Tests/notas.txt"], exists: { _ in true }
        )

        XCTAssertEqual(plan, .nothing)
    }

    func test_lessonsToReread_aRecordOfAMoveWithALesson_rebuildsEverythingForTheDates() {
        let sut = makeSUT(lessons: ["a.md"], history: LessonHistoryRecordsStub(["/curso/.git/logs/HEAD": .moved]))

        let plan = sut.lessonsToReread(after: [content("a.md"), "/curso/.git/logs/HEAD"], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "hubo un commit: las fechas de las lecciones pueden cambiar"))
    }

    func test_lessonsToReread_anotherFileOfTheHistorysFolders_changesNothing() {
        let sut = makeSUT(lessons: ["a.md"], history: LessonHistoryRecordsStub(["/curso/.git/refs/heads/main.lock": .otherRecord]))

        let plan = sut.lessonsToReread(after: ["/curso/.git/refs/heads/main.lock"], exists: { _ in true })

        XCTAssertEqual(plan, .nothing)
    }

    func test_lessonsToReread_lessonOutsideTheHistorysFolders_isRereadAsWithout() {
        let sut = makeSUT(lessons: ["a.md"], history: LessonHistoryRecordsStub([:]))

        let plan = sut.lessonsToReread(after: [content("a.md")], exists: { _ in true })

        XCTAssertEqual(plan, .lessons([lessonPath("a.md")]))
    }

    func test_lessonsToReread_aRecordInsideTheContentFolder_rebuildsEverythingThoughItIsHidden() {
        let sut = makeSUT(lessons: ["a.md"], history: LessonHistoryRecordsStub([content(".git/logs/HEAD"): .moved]))

        let plan = sut.lessonsToReread(after: [content(".git/logs/HEAD")], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "hubo un commit: las fechas de las lecciones pueden cambiar"))
    }

    func test_lessonsToReread_theContentFolderItself_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"])

        let plan = sut.lessonsToReread(after: ["/curso/Content"], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "cambió la carpeta de contenido"))
    }

    func test_lessonsToReread_newLesson_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"])

        let plan = sut.lessonsToReread(after: [content("b.md")], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "b.md no es una lección que ya existía"))
    }

    func test_lessonsToReread_removedLesson_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md", "b.md"])

        let plan = sut.lessonsToReread(after: [content("b.md")], exists: { _ in false })

        XCTAssertEqual(plan, .everything(because: "se borró b.md"))
    }

    func test_lessonsToReread_homeLesson_rebuildsEverything() {
        let sut = makeSUT(lessons: ["index.md", "a.md"], home: "index.md")

        let plan = sut.lessonsToReread(after: [content("index.md")], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "index.md es la portada del curso"))
    }

    func test_lessonsToReread_assetThatExisted_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"], assets: ["img/logo.png"])

        let plan = sut.lessonsToReread(after: [content("img/logo.png")], exists: { _ in false })

        XCTAssertEqual(plan, .everything(because: "img/logo.png no es una lección que ya existía"))
    }

    func test_lessonsToReread_removedFolderThatHeldLessons_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md", "s/b.md"])

        let plan = sut.lessonsToReread(after: [content("s")], exists: { _ in false })

        XCTAssertEqual(plan, .everything(because: "s no es una lección que ya existía"))
    }

    func test_lessonsToReread_hiddenFilesAndFilesGoneSinceMade_changeNothing() {
        let sut = makeSUT(lessons: ["a.md"])

        let plan = sut.lessonsToReread(after: [content(".a.md.swp"), content("s/.cache/x.md"), content("4913")], exists: { !$0.hasSuffix("4913") })

        XCTAssertEqual(plan, .nothing)
    }

    func test_lessonsToReread_withPDF_rebuildsEverything() {
        let sut = makeSUT(lessons: ["a.md"], printsPDF: true)

        let plan = sut.lessonsToReread(after: [content("a.md")], exists: { _ in true })

        XCTAssertEqual(plan, .everything(because: "el PDF (--pdf) se imprime de nuevo con cada cambio"))
    }

    func test_change_sameFacts_isTheBodyAlone() {
        let lesson = makeLesson("a.md", headings: [makeHeading("Uno", line: 3)])

        XCTAssertEqual(change(previous: lesson, reread: lesson), .body)
    }

    func test_change_newTitle_rebuildsEverything() {
        XCTAssertEqual(
            change(previous: makeLesson("a.md", title: "Uno"), reread: makeLesson("a.md", title: "Dos")),
            .everything(because: "cambió el título, la descripción, el orden o la sección de a.md")
        )
    }

    func test_change_newDescription_rebuildsEverything() {
        XCTAssertEqual(
            change(previous: makeLesson("a.md", description: "x"), reread: makeLesson("a.md", description: "y")),
            .everything(because: "cambió el título, la descripción, el orden o la sección de a.md")
        )
    }

    func test_change_headingMovedToAnotherLine_movesLines() {
        let previous = makeLesson("a.md", headings: [makeHeading("Uno", line: 3)])
        let reread = makeLesson("a.md", headings: [makeHeading("Uno", line: 4)])

        XCTAssertEqual(change(previous: previous, reread: reread), .lines)
    }

    func test_change_everyFactMovedALineDown_movesLines() {
        let previous = makeLessonWithEveryFact(movedBy: 0)
        let reread = makeLessonWithEveryFact(movedBy: 1)

        XCTAssertEqual(change(previous: previous, reread: reread), .lines)
    }

    func test_change_headingRenamedAndMoved_rebuildsEverything() {
        let previous = makeLesson("a.md", headings: [makeHeading("Uno", line: 3)])
        let reread = makeLesson("a.md", headings: [makeHeading("Dos", line: 4)])

        XCTAssertEqual(change(previous: previous, reread: reread), .everything(because: "cambiaron los encabezados, enlaces, tablas o bloques Swift de a.md"))
    }

    func test_change_newLink_rebuildsEverything() {
        let reread = makeLesson("a.md", links: [LessonLink(destination: "b.md", line: 2)])

        XCTAssertEqual(change(previous: makeLesson("a.md"), reread: reread), .everything(because: "cambiaron los encabezados, enlaces, tablas o bloques Swift de a.md"))
    }

    func test_change_linkToAnotherDestinationOnAnotherLine_rebuildsEverything() {
        let previous = makeLesson("a.md", links: [LessonLink(destination: "b.md", line: 2)])
        let reread = makeLesson("a.md", links: [LessonLink(destination: "c.md", line: 3)])

        XCTAssertNotEqual(change(previous: previous, reread: reread), .lines)
    }

    func test_change_changedSwiftBlock_rebuildsEverything() {
        let previous = Lesson(summary: makeSummary("a.md"), swiftBlocks: [SwiftBlock(CodeBlock(info: "swift", code: "let a = 1\n", line: 2))])
        let reread = Lesson(summary: makeSummary("a.md"), swiftBlocks: [SwiftBlock(CodeBlock(info: "swift", code: "let a = 2\n", line: 3))])

        XCTAssertNotEqual(change(previous: previous, reread: reread), .lines)
    }

    func test_change_swiftBlockWithOtherAttributesOnAnotherLine_rebuildsEverything() {
        let previous = Lesson(summary: makeSummary("a.md"), swiftBlocks: [SwiftBlock(CodeBlock(info: "swift", code: "let a = 1\n", line: 2))])
        let reread = Lesson(summary: makeSummary("a.md"), swiftBlocks: [SwiftBlock(CodeBlock(info: "swift ignore", code: "let a = 1\n", line: 3))])

        XCTAssertNotEqual(change(previous: previous, reread: reread), .lines)
    }

    func test_change_tableRowWithOtherCellsOnAnotherLine_rebuildsEverything() {
        let previous = Lesson(summary: makeSummary("a.md"), tables: [makeTable(cells: ["Regla", "`test_a`"], line: 3)])
        let reread = Lesson(summary: makeSummary("a.md"), tables: [makeTable(cells: ["Regla", "`test_b`"], line: 4)])

        XCTAssertNotEqual(change(previous: previous, reread: reread), .lines)
    }

    func test_change_bodyWithWarnings_rebuildsEverything() {
        let lesson = makeLesson("a.md")

        let change = PreviewRebuildPlan.change(
            previous: lesson, drewInTheBrowser: false, reread: lesson, drawsInTheBrowser: false, warnings: [.warning(.brokenLink, "x")]
        )

        XCTAssertEqual(change, .everything(because: "a.md tiene avisos"))
    }

    func test_change_diagramsForTheBrowserAddedOrRemoved_rebuildsEverything() {
        let lesson = makeLesson("a.md")

        let change = PreviewRebuildPlan.change(previous: lesson, drewInTheBrowser: false, reread: lesson, drawsInTheBrowser: true, warnings: [])

        XCTAssertEqual(change, .everything(because: "a.md empezó o dejó de tener diagramas para el navegador"))
    }

    func test_reasonToRebuildEverything_movingSwiftBlocksWithoutCheckCode_isNil() {
        let check = CodeCheckReport(run: .notRequested, files: [FileCheck(path: CourseFilePath("App/A.swift")!, status: .notChecked)], tests: [], problems: [])

        XCTAssertNil(PreviewRebuildPlan.reasonToRebuildEverything(movingSwiftBlocksOf: [lessonPath("a.md")], check: check))
    }

    func test_reasonToRebuildEverything_movingSwiftBlocksOfACheckedCourse_rebuildsEverything() {
        let check = CodeCheckReport(run: .checked(reused: false), files: [FileCheck(path: CourseFilePath("App/A.swift")!, status: .compiled)], tests: [], problems: [])

        XCTAssertEqual(
            PreviewRebuildPlan.reasonToRebuildEverything(movingSwiftBlocksOf: [lessonPath("a.md")], check: check),
            "la comprobación del código (--check-code) cita las líneas de los bloques Swift de a.md"
        )
    }

    func test_reasonToRebuildEverything_movingSwiftBlocksOfACheckedCourseWithoutCode_isNil() {
        let check = CodeCheckReport(run: .checked(reused: false), files: [], tests: [], problems: [])

        XCTAssertNil(PreviewRebuildPlan.reasonToRebuildEverything(movingSwiftBlocksOf: [lessonPath("a.md")], check: check))
    }

    func test_isSameCodeButForLines_blocksALineFurtherDown_isTrue() {
        let kept = assemble(blocks: [("// App/A.swift\nstruct A {}\n", 3), ("// App/A.swift\nstruct A { let b: Int }\n", 9)])
        let followed = assemble(blocks: [("// App/A.swift\nstruct A {}\n", 4), ("// App/A.swift\nstruct A { let b: Int }\n", 11)])

        XCTAssertNotEqual(kept, followed, "precondition: the lines differ")
        XCTAssertTrue(PreviewRebuildPlan.isSameCodeButForLines(kept, followed))
    }

    func test_isSameCodeButForLines_otherCode_isFalse() {
        let kept = assemble(blocks: [("// App/A.swift\nstruct A {}\n", 3)])
        let followed = assemble(blocks: [("// App/A.swift\nstruct A { let b: Int }\n", 3)])

        XCTAssertFalse(PreviewRebuildPlan.isSameCodeButForLines(kept, followed))
    }

    func test_isSameCodeButForLines_blockNowAFragment_isFalse() {
        let kept = assemble(blocks: [("// App/A.swift\nstruct A {}\n", 3)])
        let followed = assemble(blocks: [("struct A {}\n", 3)])

        XCTAssertFalse(PreviewRebuildPlan.isSameCodeButForLines(kept, followed))
    }

    // MARK: - Helpers

    private func assemble(blocks: [(code: String, line: Int)]) -> CourseCode {
        AssembleCourseCodeUseCase().execute(lessons: [(lessonPath("a.md"), blocks.map { CodeBlock(info: "swift", code: $0.code, line: $0.line) })])
    }

    private func makeSUT(lessons: [String], assets: [String] = [], home: String? = nil, printsPDF: Bool = false, testFolders: [String] = [], history: (any LessonHistoryRecords)? = nil) -> PreviewRebuildPlan {
        PreviewRebuildPlan(
            contentFolder: "/curso/Content/",
            testFolders: testFolders,
            history: history,
            listing: ContentListing(lessons: lessons.map(lessonPath), assets: assets),
            home: home.map(lessonPath),
            printsPDF: printsPDF
        )
    }

    private func content(_ relativePath: String) -> String {
        "/curso/Content/" + relativePath
    }

    private func change(previous: Lesson, reread: Lesson) -> LessonChange {
        PreviewRebuildPlan.change(previous: previous, drewInTheBrowser: false, reread: reread, drawsInTheBrowser: false, warnings: [])
    }

    private func makeTable(cells: [String], line: Int) -> MarkdownTable {
        let row = { (texts: [String], line: Int) in
            MarkdownTable.Row(cells: texts.map { MarkdownTable.Cell(text: $0, codeSpans: $0.hasPrefix("`") ? [String($0.dropFirst().dropLast())] : []) }, line: line)
        }
        return MarkdownTable(header: row(["Escenario", "Test"], line), rows: [row(cells, line + 2)])
    }

    /// A lesson with a fact of each kind, every line `offset` lines further down.
    private func makeLessonWithEveryFact(movedBy offset: Int) -> Lesson {
        let path = lessonPath("a.md")
        return Lesson(
            summary: makeSummary("a.md"),
            headings: [makeHeading("Uno", line: 3 + offset)],
            links: [LessonLink(destination: "b.md", line: 5 + offset)],
            tables: [makeTable(cells: ["Regla", "`test_a`"], line: 7 + offset)],
            testDefinitions: [TestDefinition(name: "test_a", location: .lesson(path, line: 13 + offset))],
            swiftBlocks: [SwiftBlock(CodeBlock(info: "swift", code: "func test_a() {}\n", line: 12 + offset))]
        )
    }
}

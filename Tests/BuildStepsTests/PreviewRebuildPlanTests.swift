import BuildSteps
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

    func test_reasonToRebuildEverything_sameFacts_isNil() {
        let lesson = makeLesson("a.md", headings: [makeHeading("Uno", line: 3)])

        XCTAssertNil(reason(previous: lesson, reread: lesson))
    }

    func test_reasonToRebuildEverything_newTitle_rebuildsEverything() {
        XCTAssertEqual(
            reason(previous: makeLesson("a.md", title: "Uno"), reread: makeLesson("a.md", title: "Dos")),
            "cambió el título, la descripción o el orden de a.md"
        )
    }

    func test_reasonToRebuildEverything_newDescription_rebuildsEverything() {
        XCTAssertNotNil(reason(previous: makeLesson("a.md", description: "x"), reread: makeLesson("a.md", description: "y")))
    }

    func test_reasonToRebuildEverything_headingMovedToAnotherLine_rebuildsEverything() {
        let previous = makeLesson("a.md", headings: [makeHeading("Uno", line: 3)])
        let reread = makeLesson("a.md", headings: [makeHeading("Uno", line: 4)])

        XCTAssertEqual(reason(previous: previous, reread: reread), "cambiaron los encabezados, enlaces, tablas o bloques Swift de a.md, o la línea de alguno")
    }

    func test_reasonToRebuildEverything_newLink_rebuildsEverything() {
        let reread = makeLesson("a.md", links: [LessonLink(destination: "b.md", line: 2)])

        XCTAssertNotNil(reason(previous: makeLesson("a.md"), reread: reread))
    }

    func test_reasonToRebuildEverything_changedSwiftBlock_rebuildsEverything() {
        let previous = Lesson(summary: makeSummary("a.md"), swiftBlocks: [CodeBlock(info: "swift", code: "let a = 1\n", line: 2)])
        let reread = Lesson(summary: makeSummary("a.md"), swiftBlocks: [CodeBlock(info: "swift", code: "let a = 2\n", line: 2)])

        XCTAssertNotNil(reason(previous: previous, reread: reread))
    }

    func test_reasonToRebuildEverything_bodyWithWarnings_rebuildsEverything() {
        let lesson = makeLesson("a.md")

        let reason = PreviewRebuildPlan.reasonToRebuildEverything(
            previous: lesson, drewInTheBrowser: false, reread: lesson, drawsInTheBrowser: false, warnings: [.warning(.brokenLink, "x")]
        )

        XCTAssertEqual(reason, "a.md tiene avisos")
    }

    func test_reasonToRebuildEverything_diagramsForTheBrowserAddedOrRemoved_rebuildsEverything() {
        let lesson = makeLesson("a.md")

        let reason = PreviewRebuildPlan.reasonToRebuildEverything(previous: lesson, drewInTheBrowser: false, reread: lesson, drawsInTheBrowser: true, warnings: [])

        XCTAssertEqual(reason, "a.md empezó o dejó de tener diagramas para el navegador")
    }

    // MARK: - Helpers

    private func makeSUT(lessons: [String], assets: [String] = [], home: String? = nil, printsPDF: Bool = false) -> PreviewRebuildPlan {
        PreviewRebuildPlan(
            contentFolder: "/curso/Content/",
            listing: ContentListing(lessons: lessons.map(lessonPath), assets: assets),
            home: home.map(lessonPath),
            printsPDF: printsPDF
        )
    }

    private func content(_ relativePath: String) -> String {
        "/curso/Content/" + relativePath
    }

    private func reason(previous: Lesson, reread: Lesson) -> String? {
        PreviewRebuildPlan.reasonToRebuildEverything(previous: previous, drewInTheBrowser: false, reread: reread, drawsInTheBrowser: false, warnings: [])
    }
}

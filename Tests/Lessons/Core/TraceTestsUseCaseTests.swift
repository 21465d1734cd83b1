import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class TraceTestsUseCaseTests: XCTestCase {
    func test_execute_findsTestsInLessonCodeAndTestFoldersAndReportsMissingOnes() {
        let lesson = lessonWithTable(tests: ["test_inLesson", "test_inFolder", "test_nowhere"], definitions: ["test_inLesson"])
        let folderTest = TestDefinition(name: "test_inFolder", location: .file("Tests/EmailTests.swift", line: 7))
        let sut = TraceTestsUseCase()

        let report = sut.execute(lessons: [lesson], testFolders: [folderTest])

        let tests = report.tables.first?.rows.first?.tests
        XCTAssertEqual(tests?.map(\.isFound), [true, true, false])
        XCTAssertEqual(tests?[0].locations, [.lesson(lessonPath("login/01.md"), line: 40)])
        XCTAssertEqual(tests?[1].locations, [.file("Tests/EmailTests.swift", line: 7)])
        XCTAssertEqual([report.foundCount, report.missingCount, report.scenarioCount], [2, 1, 1])
    }

    func test_execute_testDefinedTwice_listsBothPlaces() {
        let lesson = lessonWithTable(tests: ["test_twice"], definitions: ["test_twice"])
        let sut = TraceTestsUseCase()

        let report = sut.execute(lessons: [lesson], testFolders: [TestDefinition(name: "test_twice", location: .file("T.swift", line: 1))])

        XCTAssertEqual(report.tables.first?.rows.first?.tests.first?.locations.count, 2)
    }

    func test_execute_testsDefinedInLessonsButNamedByNoTable_areUntraced() {
        let lesson = lessonWithTable(tests: ["test_named"], definitions: ["test_named", "test_forgotten"])
        let sut = TraceTestsUseCase()

        let report = sut.execute(lessons: [lesson], testFolders: [])

        XCTAssertEqual(report.untraced.map(\.name), ["test_forgotten"])
    }

    func test_diagnostics_nameLessonAndLineOfEachMissingTest() {
        let lesson = lessonWithTable(tests: ["test_nowhere"], definitions: [])
        let sut = TraceTestsUseCase()

        let diagnostics = sut.diagnostics(for: sut.execute(lessons: [lesson], testFolders: []))

        XCTAssertEqual(diagnostics.map(\.location), ["login/01.md:12"])
        XCTAssertEqual(diagnostics.map(\.id), [.missingTest])
        XCTAssertTrue(diagnostics.first?.message.contains("test_nowhere") == true)
    }

    // MARK: - Helpers

    private func lessonWithTable(tests: [String], definitions: [String]) -> Lesson {
        let header = MarkdownTable.Row(cells: [MarkdownTable.Cell(text: "Escenario"), MarkdownTable.Cell(text: "Test")], line: 10)
        let row = MarkdownTable.Row(cells: [MarkdownTable.Cell(text: "Email válido"), MarkdownTable.Cell(text: tests.joined(separator: " "), codeSpans: tests)], line: 12)
        return Lesson(
            summary: makeSummary("login/01.md"),
            tables: [MarkdownTable(header: header, rows: [row])],
            testDefinitions: definitions.map { TestDefinition(name: $0, location: .lesson(lessonPath("login/01.md"), line: 40)) }
        )
    }
}

final class TraceTestsUseCaseBoundsTests: XCTestCase {
    func test_execute_testDefinedInManyPlaces_listsTheFirstFewAndCountsAll() {
        let header = MarkdownTable.Row(cells: [MarkdownTable.Cell(text: "Escenario"), MarkdownTable.Cell(text: "Test")], line: 1)
        let row = MarkdownTable.Row(cells: [MarkdownTable.Cell(text: "Paso"), MarkdownTable.Cell(text: "test_x", codeSpans: ["test_x"])], line: 3)
        let definitions = (1...9).map { TestDefinition(name: "test_x", location: .lesson(lessonPath("a.md"), line: $0 * 10)) }
        let lesson = Lesson(summary: makeSummary("a.md"), tables: [MarkdownTable(header: header, rows: [row])], testDefinitions: definitions)

        let test = TraceTestsUseCase().execute(lessons: [lesson], testFolders: []).tables.first?.rows.first?.tests.first

        XCTAssertEqual(test?.definitionCount, 9)
        XCTAssertEqual(test?.locations.count, TraceabilityReport.listedLocations)
    }
}

import CourseCodeCore
@testable import CourseCodeInterface
import LessonsCore
import SiteCore
import SiteInterface
import TestSupport
import XCTest

final class CodeMapPresenterTests: XCTestCase {
    func test_page_treeHoldsEachFolderWithItsFoldersAndFiles() {
        let sut = makeSUT(code: makeCourseCode(blocks: [
            (10, "// App/Login/Domain/Email.swift\nstruct Email {}\n"),
            (20, "// App/Login/Domain/Password.swift\nstruct Password {}\n"),
            (30, "// App/Catalog/Product.swift\nstruct Product {}\n"),
            (40, "// Main.swift\nlet main = 1\n"),
        ]))

        let tree = sut.page().tree

        XCTAssertEqual(tree.files.map(\.name), ["Main.swift"])
        XCTAssertEqual(tree.folders.map(\.name), ["App"])
        XCTAssertEqual(tree.folders.first?.folders.map(\.name), ["Catalog", "Login"])
        XCTAssertEqual(tree.folders.first?.folders.last?.folders.first?.files.map(\.name), ["Email.swift", "Password.swift"])
    }

    func test_page_eachFileHasItsStatusProblemsAndTests() throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/A.swift\nstruct A { let x: Int = \"\" }\n"),
            (20, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n    func test_a() {}\n}\n"),
        ])
        let check = CodeCheckReport(
            run: .checked(reused: false),
            files: [
                FileCheck(path: courseFilePath("App/A.swift"), status: .errors, problems: [CodeProblem(kind: .compileError, file: courseFilePath("App/A.swift"), location: sourceLine("a.md", 12), message: "cannot convert")]),
                FileCheck(path: courseFilePath("AppTests/ATests.swift"), status: .leftOut, reason: "usa A, de A.swift, que no compila"),
            ],
            tests: [TestCheck(className: "ATests", name: "test_a", file: courseFilePath("AppTests/ATests.swift"), declaration: sourceLine("a.md", 23), status: .notCompiled(reason: "usa A"))],
            problems: []
        )
        let sut = makeSUT(code: code, check: check)

        let files = allFiles(of: sut)

        XCTAssertEqual(files.map(\.status.text), ["errores", "fuera del paquete"])
        XCTAssertEqual(files[0].problems, [CodeMapPageModel.Problem(place: CodeMapPageModel.Place(text: "a.md:12", url: "/a.html#codigo-1"), message: "cannot convert")])
        XCTAssertNil(files[0].reason, "the problems say why")
        XCTAssertEqual(files[1].reason, "usa A, de A.swift, que no compila")
        XCTAssertEqual(files[1].tests.map { "\($0.mark) \($0.text)" }, ["⚠ no compila"])
    }

    func test_page_historyListsEveryBlockOfTheFileInCourseOrderLinkedToItsFrame() throws {
        let code = makeCourseCode(lessons: [
            ("01.md", [(10, "// App/Email.swift\nstruct Email {\n    let value: String\n}\n")]),
            ("02.md", [(3, "let suelto = 1\n"), (30, "// App/Email.swift\nstruct Email {\n    let value: String\n    let domain: String\n}\n")]),
        ])
        let lessons = [makeLesson("01.md"), makeLesson("02.md", headings: [makeHeading("Iteración 2", line: 25)])]
        let sut = makeSUT(code: code, lessons: lessons)

        let file = try XCTUnwrap(allFiles(of: sut).first)

        XCTAssertEqual(file.history, [
            CodeMapPageModel.Step(what: "crea el archivo", place: CodeMapPageModel.Place(text: "01.md:11", url: "/01.html#codigo-1"), heading: nil),
            CodeMapPageModel.Step(what: "versión 2: cambia 1 línea", place: CodeMapPageModel.Place(text: "02.md:31", url: "/02.html#codigo-2"), heading: "Iteración 2"),
        ])
        XCTAssertEqual(file.versions, "2 versiones")
    }

    func test_page_finalVersionIsHighlightedAndUncheckedCodeSaysSo() throws {
        let sut = makeSUT(code: makeCourseCode(blocks: [(10, "// App/A.swift\nstruct A {}\n")]))

        let page = sut.page()
        let files = allFiles(of: sut)

        XCTAssertEqual(files.first?.code, "<span class=\"kw\">struct</span> A {}\n")
        XCTAssertEqual(files.first?.status.text, "no comprobado")
        XCTAssertFalse(page.checked)
        XCTAssertTrue(page.summary.hasPrefix("sin comprobar"), page.summary)
    }

    func test_page_filesWhoseNamesDifferOnlyInPunctuationOrCase_haveAnchorsOfTheirOwn() {
        let sut = makeSUT(code: makeCourseCode(blocks: [
            (10, "// App/A_B.swift\nstruct A {}\n"),
            (20, "// App/A-B.swift\nstruct B {}\n"),
            (30, "// App/a-b.swift\nstruct C {}\n"),
        ]))

        let anchors = allFiles(of: sut).map(\.anchor)

        XCTAssertEqual(Set(anchors).count, 3, "\(anchors)")
    }

    func test_page_hostileTextInCode_isEscapedByTheHighlighter() {
        let sut = makeSUT(code: makeCourseCode(blocks: [(10, "// App/A.swift\nlet s = \"</code><script>alert(1)</script>\"\n")]))

        let code = allFiles(of: sut).first?.code?.text ?? ""

        XCTAssertFalse(code.contains("<script>"), code)
        XCTAssertTrue(code.contains("&lt;/code&gt;&lt;script&gt;"), code)
    }

    func test_page_historyMarksTheVersionWhoseStepBrokeTheBuildWithItsFirstErrorAndLinksToTheStep() throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/A.swift\nstruct A {}\n"),
            (20, "// App/A.swift\nstruct A { let x: Int = \"\" }\n"),
            (30, "// App/A.swift\nstruct A { let x: Int = \"\"; let y = 1 }\n"),
        ])
        let problem = CodeProblem(kind: .compileError, file: courseFilePath("App/A.swift"), location: sourceLine("a.md", 22), message: "cannot convert")
        let steps = [
            verdict(.green, .pass, block: 0),
            verdict(.green, .doesNotCompile, block: 1, problems: [problem]),
            verdict(.refactor, .doesNotCompile, block: 2),
        ]
        let sut = makeSUT(code: code, steps: steps)

        let file = try XCTUnwrap(allFiles(of: sut).first)
        let history = file.history

        XCTAssertTrue(file.historyIsMarked, "shown open")
        XCTAssertNil(history[0].mark)
        XCTAssertEqual(history[1].mark, CodeMapPageModel.Mark(
            text: "⚠ no compila", message: "cannot convert (a.md:22)", title: "Paso 2", url: "/reports/traceability.html#paso-2", className: "step-warning"
        ))
        XCTAssertEqual(history[2].mark, CodeMapPageModel.Mark(
            text: "no compila", message: "no compila desde un paso anterior", title: "Paso 3", url: "/reports/traceability.html#paso-3", className: "step-muted"
        ))
    }

    func test_page_withoutVerdictsOrForALessonLeftOut_marksNoVersion() throws {
        let code = makeCourseCode(blocks: [(10, "// App/A.swift\nstruct A { let x: Int = \"\" }\n")])
        let problem = CodeProblem(kind: .compileError, file: courseFilePath("App/A.swift"), location: sourceLine("a.md", 12), message: "cannot convert")
        let steps = [verdict(.green, .doesNotCompile, block: 0, problems: [problem])]

        let unchecked = try XCTUnwrap(allFiles(of: makeSUT(code: code)).first)
        let leftOut = try XCTUnwrap(allFiles(of: makeSUT(code: code, steps: ReplayedSteps(verdicts: steps, trails: [:]).leavingOut([lessonPath("a.md")]).verdicts)).first)

        XCTAssertEqual(unchecked.history.map(\.mark), [nil])
        XCTAssertEqual(leftOut.history.map(\.mark), [nil])
        XCTAssertFalse(unchecked.historyIsMarked)
    }

    func test_chunks_aHistoryLongerThanAChunk_isCutAcrossChunksOfAtMostTheItemsAsked() throws {
        let blocks = (1...7).map { ($0 * 10, "// App/A.swift\nstruct A { let v = \($0) }\n") } + [(100, "// App/B.swift\nstruct B {}\n")]
        let sut = makeSUT(code: makeCourseCode(blocks: blocks))

        let chunks = sut.chunks(itemsPerChunk: 3)
        let files = allFiles(of: sut, itemsPerChunk: 3)

        XCTAssertEqual(chunks.map { $0.map { max($0.steps.count, 1) }.reduce(0, +) }, [3, 3, 2], "\(chunks)")
        XCTAssertEqual(files.map(\.path), ["App/A.swift", "App/B.swift"])
        XCTAssertEqual(files.map(\.history.count), [7, 1])
        XCTAssertEqual(files.first?.history.map(\.place.text), (1...7).map { "a.md:\($0 * 10 + 1)" })
        XCTAssertEqual(files.map { $0.code != nil }, [true, true])
    }

    func test_chunks_ofOneItem_giveEachStepAPartOfItsOwn() {
        let sut = makeSUT(code: makeCourseCode(blocks: [(10, "// App/A.swift\nstruct A {}\n"), (20, "// App/A.swift\nstruct A { let b = 1 }\n")]))

        let parts = sut.chunks(itemsPerChunk: 1)

        XCTAssertEqual(parts.map(\.count), [1, 1])
        XCTAssertEqual(parts.flatMap { $0 }.map(\.steps), [0..<1, 1..<2])
        XCTAssertEqual(parts.flatMap { $0 }.map(\.endsFile), [false, true])
    }

    // MARK: - Helpers

    private func verdict(_ kind: TDDStep.Kind, _ outcome: StepVerdict.Outcome, block: Int, problems: [CodeProblem] = []) -> StepVerdict {
        StepVerdict(block: CourseCode.BlockKey(lesson: lessonPath("a.md"), index: block), line: 10 * (block + 1), step: TDDStep(kind: kind), outcome: outcome, problems: problems)
    }

    /// Every file of the page, in its order, put together from its parts as the step asks for them a chunk at a time.
    private func allFiles(of sut: CodeMapPresenter, itemsPerChunk: Int = 2, file: StaticString = #filePath, line: UInt = #line) -> [ShownFile] {
        var files: [ShownFile] = []
        for chunk in sut.chunks(itemsPerChunk: itemsPerChunk) {
            for part in sut.files(chunk).parts {
                if let top = part.file { files.append(ShownFile(top: top)) }
                guard !files.isEmpty else {
                    XCTFail("a part before the first file's top", file: file, line: line)
                    return []
                }
                XCTAssertNil(files[files.count - 1].code, "a part after the file's bottom", file: file, line: line)
                files[files.count - 1].history += part.history
                files[files.count - 1].code = part.end?.code
            }
        }
        return files
    }

    /// A file of the page, whole: its top, every step of its history, its final version.
    @dynamicMemberLookup
    private struct ShownFile {
        let top: CodeMapPageModel.File
        var history: [CodeMapPageModel.Step] = []
        var code: HTML?

        subscript<Value>(dynamicMember keyPath: KeyPath<CodeMapPageModel.File, Value>) -> Value { top[keyPath: keyPath] }
    }

    private func makeSUT(
        code: CourseCode, check: CodeCheckReport? = nil, lessons: [Lesson] = [makeLesson("a.md")], steps: [StepVerdict] = []
    ) -> CodeMapPresenter {
        let site = SiteModel(courseTitle: anyCourseTitle(), baseURL: "/")
        let course = Course.assemble(lessons: lessons.map(\.summary), title: anyCourseTitle())
        let sidebar = SidebarModel(sectionsBefore: [], current: nil, sectionsAfter: [])
        return CodeMapPresenter(site: site, sidebar: sidebar, course: course, lessons: lessons, code: code, check: check ?? .unchecked(code), steps: steps)
    }
}

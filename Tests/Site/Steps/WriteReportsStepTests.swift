import BuildSteps
import CourseCodeCore
import CourseCodeInterface
import Foundation
import LessonsCore
import LessonsInterface
import SiteCore
import SiteInfrastructure
import SiteInterface
import SiteTestSupport
import TestSupport
import XCTest

final class WriteReportsStepTests: XCTestCase {
    func test_run_streamsTheTraceabilityPageTopThenTablesThenUntracedTestsThenFooter() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let lessons = [
            makeTracedLesson("a.md", tests: ["test_a"], defining: ["test_a", "test_forgotten"]),
            makeTracedLesson("b.md", tests: ["test_b"]),
            makeLesson("c.md"),
            makeTracedLesson("d.md", tests: [], defining: ["test_other"]),
        ]
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: [])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = renderer.renderings(in: output.files["reports/traceability.html"])
        XCTAssertEqual(page.map(\.template), [
            "traceability",
            "traceability-table", "traceability-table", "traceability-table",
            "traceability-untraced", "traceability-untraced",
            "traceability-footer",
        ])
        XCTAssertEqual(page.compactMap { ($0.model as? TraceabilityPageModel.Table)?.lessonPath }, ["a.md", "b.md", "d.md"])
        XCTAssertEqual(page.compactMap { ($0.model as? TraceabilityPageModel.Untraced)?.lessonPath }, ["a.md", "d.md"])
        XCTAssertEqual(page.compactMap { ($0.model as? TraceabilityPageModel.Footer)?.hasUntraced }, [true])
    }

    func test_run_manyTables_areWrittenInTheirOrderAcrossChunks() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let paths = (1...150).map { "l\($0).md" }
        let lessons = paths.map { makeTracedLesson($0, tests: ["test_x"]) }
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: [])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = renderer.renderings(in: output.files["reports/traceability.html"])
        XCTAssertEqual(page.compactMap { ($0.model as? TraceabilityPageModel.Table)?.lessonPath }, paths)
        XCTAssertEqual(page.first?.template, "traceability")
        XCTAssertEqual(page.last?.template, "traceability-footer")
    }

    func test_run_traceabilityJSON_isValidJSONWithTheDocumentedKeysInOrder() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let lessons = [
            makeTracedLesson("login/01.md", rowLine: 7, tests: ["test_inLesson", "test_inFolder", "test_missing"], defining: ["test_inLesson", "test_forgotten"]),
        ]
        let folders = [TestDefinition(name: "test_inFolder", location: .file("Tests/EmailTests.swift", line: 3))]
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: folders)
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let text = try XCTUnwrap(output.files["reports/traceability.json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(keys(in: text, ["tables", "totals", "untraced"]), ["tables", "totals", "untraced"])
        XCTAssertEqual(Set(json.keys), ["tables", "totals", "untraced"])
        XCTAssertEqual(json["totals"] as? [String: Int], ["tables": 1, "scenarios": 1, "tests": 3, "found": 2, "missing": 1])
        let table = try XCTUnwrap((json["tables"] as? [[String: Any]])?.first)
        XCTAssertEqual(table["lesson"] as? String, "login/01.md")
        XCTAssertEqual(table["line"] as? Int, 5)
        let tests = try XCTUnwrap(((table["rows"] as? [[String: Any]])?.first)?["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["name"] as? String }, ["test_inLesson", "test_inFolder", "test_missing"])
        XCTAssertEqual(tests.map { $0["found"] as? Bool }, [true, true, false])
        XCTAssertEqual(tests.map { $0["definitions"] as? Int }, [1, 1, 0])
        XCTAssertEqual((tests[1]["locations"] as? [[String: Any]])?.first?["file"] as? String, "Tests/EmailTests.swift")
        let untraced = try XCTUnwrap(json["untraced"] as? [[String: Any]])
        XCTAssertEqual(untraced.map { $0["name"] as? String }, ["test_forgotten"])
        XCTAssertEqual(untraced.map { $0["lesson"] as? String }, ["login/01.md"])
        let report = try XCTUnwrap(context.traceability)
        XCTAssertEqual(text, try streamedWithJSONEncoder([
            ("tables", report.tables.map { TraceabilityJSON.Table($0) }),
            ("totals", TraceabilityJSON.Totals(report)),
            ("untraced", report.untraced.compactMap(TraceabilityJSON.Untraced.init)),
        ]), "each element byte for byte as JSONEncoder writes it")
    }

    func test_run_withTheCodeChecked_eachTracedTestShowsItsResultOnThePageAndInTheJSON() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let lessons = [makeTracedLesson("login/01.md", tests: ["test_passes", "test_fails", "test_elsewhere"], defining: ["test_passes", "test_fails"])]
        var context = makeContext(lessons, output: output, renderer: renderer)
        context.codeCheck = CodeCheckReport(run: .checked(reused: false), files: [], tests: [
            makeTestCheck("test_passes", .passed),
            makeTestCheck("test_fails", .failed(message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")", at: nil)),
        ], problems: [])

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(XCTUnwrap(output.files["reports/traceability.json"]).utf8)) as? [String: Any])
        let row = try XCTUnwrap(((json["tables"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])?.first)
        XCTAssertEqual((row["tests"] as? [[String: Any]])?.map { $0["status"] as? String }, ["passed", "failed", "not-run"])
        let table = try XCTUnwrap(renderer.renderings.first { $0.template == "traceability-table" }?.model as? TraceabilityPageModel.Table)
        XCTAssertEqual(table.rows.first?.tests.map { "\($0.result.mark) \($0.result.text)" }, ["✔ pasa", "✘ falla", "— no comprobado"])
        XCTAssertEqual(table.rows.first?.tests[1].result.message, "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")")
        XCTAssertEqual((renderer.renderings.first { $0.template == "traceability" }?.model as? TraceabilityPageModel)?.codeChecked, true)
    }

    func test_run_withoutTheCodeChecked_thePageSaysNothingWasCompiled() async throws {
        let (sut, renderer) = makeSUT()
        var context = makeContext([makeTracedLesson("a.md", tests: ["test_a"], defining: ["test_a"])], output: BuildOutputSpy(), renderer: renderer)

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = try XCTUnwrap(renderer.renderings.first { $0.template == "traceability" }?.model as? TraceabilityPageModel)
        XCTAssertEqual([page.codeChecked ? "checked" : "unchecked", page.codeSummary], ["unchecked", "no se compiló nada (sin --check-code)"])
    }

    func test_run_codeJSON_hasEveryDocumentedKeyWithEachFileAndTest() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = makeContext([makeLesson("a.md")], output: output, renderer: renderer)
        context.courseCode = makeCourseCode(blocks: [(10, "// App/A.swift\nstruct A {}\n"), (20, "// AppTests/ATests.swift\nfinal class ATests: XCTestCase {\n    func test_a() {}\n}\n")])
        context.codeCheck = CodeCheckReport(
            run: .checked(reused: false),
            files: [
                FileCheck(path: courseFilePath("App/A.swift"), status: .errors, problems: [CodeProblem(kind: .compileError, file: courseFilePath("App/A.swift"), location: sourceLine("a.md", 12), message: "expected '}'")]),
                FileCheck(path: courseFilePath("AppTests/ATests.swift"), status: .leftOut),
            ],
            tests: [TestCheck(className: "ATests", name: "test_a", file: courseFilePath("AppTests/ATests.swift"), declaration: sourceLine("a.md", 23), status: .notCompiled(reason: "usa A, de A.swift, que no compila"))],
            problems: []
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(XCTUnwrap(output.files["reports/code.json"]).utf8)) as? [String: Any])
        XCTAssertEqual(json["totals"] as? [String: Int], [
            "files": 2, "filesCompiled": 0, "filesWithErrors": 1, "filesAppleOnly": 0, "tests": 1, "testsPassed": 0, "testsFailed": 0, "testsNotRun": 1,
        ])
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { Set($0.keys) }, [["path", "status", "versions", "diagnostics"], ["path", "status", "versions", "diagnostics"]])
        XCTAssertEqual(files.map { $0["status"] as? String }, ["errors", "left-out"])
        XCTAssertEqual((files[0]["versions"] as? [[String: Any]])?.map(texts), [["lesson": "a.md", "line": "11"]])
        XCTAssertEqual((files[0]["diagnostics"] as? [[String: Any]])?.map(texts), [["lesson": "a.md", "line": "12", "message": "expected '}'"]])
        let tests = try XCTUnwrap(json["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map(texts), [[
            "name": "test_a", "file": "AppTests/ATests.swift", "status": "not-compiled", "lesson": "a.md", "line": "23", "message": "usa A, de A.swift, que no compila",
        ]])
        let code = CodeReportJSON(code: context.courseCode, check: context.codeCheck)
        XCTAssertEqual(try XCTUnwrap(output.files["reports/code.json"]), try streamedWithJSONEncoder([
            ("totals", code.totals), ("files", code.files(0..<code.fileCount)), ("tests", code.tests(0..<code.testCount)),
        ]), "each element byte for byte as JSONEncoder writes it")
    }

    func test_run_withNothingToTrace_writesValidJSONWithEmptyArrays() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let lessons = [makeLesson("a.md")]
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: [])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let text = try XCTUnwrap(output.files["reports/traceability.json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual((json["tables"] as? [Any])?.count, 0)
        XCTAssertEqual((json["untraced"] as? [Any])?.count, 0)
        XCTAssertEqual(json["totals"] as? [String: Int], ["tables": 0, "scenarios": 0, "tests": 0, "found": 0, "missing": 0])
    }

    func test_run_linksJSON_isValidJSONWithTheDocumentedKeys() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let lessons = [makeLesson("a.md", links: [
            LessonLink(destination: "nada.md", line: 3),
            LessonLink(destination: "https://swift.org", line: 4),
            LessonLink(destination: "#intro", line: 5),
        ])]
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: [])
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let text = try XCTUnwrap(output.files["reports/links.json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["checked", "external", "broken"])
        XCTAssertEqual(json["checked"] as? Int, 2)
        XCTAssertEqual(json["external"] as? Int, 1)
        let broken = try XCTUnwrap(json["broken"] as? [[String: Any]])
        XCTAssertEqual(broken.map { Set($0.keys) }, [["source", "line", "target", "reason"], ["source", "line", "target", "reason"]])
        XCTAssertEqual(broken.map { $0["target"] as? String }, ["nada.md", "#intro"])
        XCTAssertEqual(broken.map { $0["reason"] as? String }, ["missing-page", "missing-anchor"])
    }

    func test_run_writesTheLinksPageWithTheLinksTemplate() async throws {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        let lessons = [makeLesson("a.md", links: [LessonLink(destination: "nada.md", line: 3)])]
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: [])
        )

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        let page = renderer.rendering(of: output.files["reports/links.html"])
        XCTAssertEqual(page?.template, "links")
        XCTAssertEqual((page?.model as? LinksPageModel)?.broken.map(\.target), ["nada.md"])
        XCTAssertEqual(outcome, .done("trazabilidad y enlaces, en HTML y JSON; código, en JSON"))
    }

    func test_run_withoutTraceability_throwsAnUnexpectedErrorAndWritesNothing() async {
        let (sut, renderer) = makeSUT()
        let output = BuildOutputSpy()
        var context = SiteBuildContext.with(
            output: output,
            course: makeCourse([makeLesson("a.md")]),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: [], files: [])
        )

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .unexpected)
        XCTAssertEqual(output.messages, [])
    }

    // MARK: - Helpers

    /// The object `JSONStream` writes, each member and array element encoded by `JSONEncoder` with
    /// sorted keys, as the reports were written before they had an encoder of their own.
    private func streamedWithJSONEncoder(_ members: [(key: String, value: any Encodable)]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        let parts = try members.map { member in
            let value: String
            if let elements = member.value as? [any Encodable] {
                value = "[\n" + (try elements.map { try json($0) }.joined(separator: ",\n")) + "\n]"
            } else {
                value = try json(member.value)
            }
            return try json(member.key) + ":" + value
        }
        return "{" + parts.joined(separator: ",") + "}\n"
    }

    private func makeSUT() -> (WriteReportsStep, HTMLRendererSpy) {
        (WriteReportsStep(json: SortedKeysJSONEncoder()), HTMLRendererSpy())
    }


    private func makeContext(_ lessons: [Lesson], output: BuildOutputSpy, renderer: HTMLRendererSpy) -> SiteBuildContext {
        let context = SiteBuildContext.with(
            output: output,
            course: makeCourse(lessons),
            renderer: renderer,
            site: anySite(),
            linkReport: CheckLinksUseCase().execute(lessons: lessons, files: []),
            traceability: TraceTestsUseCase().execute(lessons: lessons, testFolders: [])
        )
        return context
    }

    /// A JSON object's values as text: `11` → `"11"`, `null` → `"<null>"`.
    private func texts(_ object: [String: Any]) -> [String: String] {
        object.mapValues { $0 is NSNull ? "<null>" : "\($0)" }
    }

    private func makeTestCheck(_ name: String, _ status: TestCheck.Status) -> TestCheck {
        TestCheck(className: "EmailTests", name: name, file: courseFilePath("AppTests/EmailTests.swift"), declaration: sourceLine("login/01.md", 20), status: status)
    }


    /// The top-level keys of a JSON object's text, in the order they are written.
    private func keys(in text: String, _ candidates: [String]) -> [String] {
        candidates
            .compactMap { key in text.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }
}

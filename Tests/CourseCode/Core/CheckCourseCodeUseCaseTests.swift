import CourseCodeCore
import Localization
import TestSupport
import XCTest

final class CheckCourseCodeUseCaseTests: XCTestCase {
    func test_execute_packageThatBuilds_runsItsTestsAndReportsEachResult() async throws {
        let failure = TestRun.Failure(file: courseFilePath("AppTests/ATests.swift"), line: 7, message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")")
        let (sut, toolchain) = makeSUT(runs: [TestRun(cases: [
            TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true),
            TestRun.Case(id: TestID(className: "ATests", name: "test_b"), passed: false, failures: [failure]),
        ])])

        let report = try await sut.execute(appAndTests())

        XCTAssertEqual(report.run, .checked(reused: false))
        XCTAssertEqual(report.files.map(\.status), [.compiled, .compiled])
        XCTAssertEqual(report.tests.map(\.status), [.passed, .failed(message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")", at: sourceLine("a.md", 28))])
        XCTAssertEqual(report.problems.map(\.location), [sourceLine("a.md", 28)])
        XCTAssertEqual(toolchain.messages, [.version, .build(["App/A.swift", "AppTests/ATests.swift"]), .runTests(skipping: [])])
    }

    func test_execute_fileWithACompileError_isLeftOutWithItsUsersAndTheRestBuiltAgain() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/Broken.swift\nstruct Broken { let x: Int = \"no\" }\n"),
            (20, "// App/User.swift\nstruct User { let broken: Broken }\n"),
            (30, "// App/Fine.swift\nstruct Fine {}\n"),
        ])
        let error = CompilerDiagnostic(file: courseFilePath("App/Broken.swift"), line: 1, severity: .error, message: "cannot convert value of type 'String' to specified type 'Int'")
        let (sut, toolchain) = makeSUT(builds: [PackageBuild(succeeded: false, diagnostics: [error])])

        let report = try await sut.execute(code)

        XCTAssertEqual(report.files.map(\.status), [.errors, .leftOut, .compiled])
        XCTAssertEqual(report.file(courseFilePath("App/User.swift"))?.reason, "usa Broken, de Broken.swift, que no compila")
        XCTAssertEqual(report.problems, [CodeProblem(kind: .compileError, file: courseFilePath("App/Broken.swift"), location: sourceLine("a.md", 12), message: LocalizedText(verbatim: error.message))])
        XCTAssertEqual(toolchain.messages.filter { if case .build = $0 { true } else { false } }, [.build(["App/Broken.swift", "App/User.swift", "App/Fine.swift"]), .build(["App/Fine.swift"])])
    }

    func test_execute_errorAfterLinesTheCheckAdded_isReportedAtTheLessonLineThatWroteIt() async throws {
        let code = makeCourseCode(blocks: [(10, "// App/Client.swift\nimport Foundation\n\nlet request: URLRequest = nope\n")])
        // Line 7 of the package's file: three lines of FoundationNetworking follow the import.
        let error = CompilerDiagnostic(file: courseFilePath("App/Client.swift"), line: 6, severity: .error, message: "cannot find 'nope' in scope")
        let (sut, toolchain) = makeSUT(builds: [PackageBuild(succeeded: false, diagnostics: [error])])

        let report = try await sut.execute(code)

        XCTAssertEqual(report.problems.map(\.location), [sourceLine("a.md", 14)])
        XCTAssertEqual(toolchain.packages.first?.files.first?.lines, [
            "import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif", "", "let request: URLRequest = nope",
        ])
    }

    func test_execute_typeNoLessonDeclares_isNamedOnceInsteadOfTheCompilersErrors() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/ViewModel.swift\nfinal class ViewModel {\n    var products: [Product] = []\n    func load() -> Product? { products.first }\n}\n"),
            (20, "// App/Other.swift\nlet other: [Product] = []\n"),
        ])
        let errors = [
            diagnostic("App/ViewModel.swift", 2, "cannot find type 'Product' in scope"),
            diagnostic("App/ViewModel.swift", 3, "cannot find type 'Product' in scope"),
            diagnostic("App/ViewModel.swift", 3, "type of expression is ambiguous without a type annotation"),
            diagnostic("App/Other.swift", 2, "cannot find type 'Product' in scope"),
        ]
        let (sut, toolchain) = makeSUT(builds: [PackageBuild(succeeded: false, diagnostics: errors)])

        let report = try await sut.execute(code)

        XCTAssertEqual(report.files.map(\.status), [.leftOut, .leftOut])
        XCTAssertEqual(report.files.first?.reason, "usa Product, que ninguna lección declara")
        XCTAssertEqual(report.problems, [CodeProblem(
            kind: .typeNotInCourse(name: "Product"),
            file: courseFilePath("App/ViewModel.swift"),
            location: sourceLine("a.md", 13),
            message: "usa Product, que ninguna lección declara (¿está en una lección que falta?): quedan fuera del paquete este archivo y Other.swift"
        )])
        XCTAssertEqual(toolchain.messages.filter { if case .names = $0 { true } else { false } }, [.names(["Product"], module: "Foundation"), .names(["Product"], module: "XCTest")])
    }

    func test_execute_missingImport_isReportedAndTheFileCompiledWithItSoItsUsersAreChecked() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/Client.swift\nprotocol Client {\n    func send(_ request: URLRequest) -> Data\n}\n"),
            (20, "// App/Remote.swift\nstruct Remote { let client: any Client }\n"),
        ])
        let errors = [
            diagnostic("App/Client.swift", 2, "cannot find type 'URLRequest' in scope", column: 23),
            diagnostic("App/Client.swift", 2, "cannot find type 'Data' in scope", column: 42),
        ]
        let (sut, toolchain) = makeSUT(builds: [PackageBuild(succeeded: false, diagnostics: errors)], modules: ["Foundation": ["URLRequest", "Data"]])

        let report = try await sut.execute(code)

        XCTAssertEqual(report.files.map(\.status), [.errors, .compiled])
        XCTAssertEqual(report.problems, [CodeProblem(
            kind: .missingImport(module: "Foundation"),
            file: courseFilePath("App/Client.swift"),
            location: sourceLine("a.md", 13),
            message: "cannot find type 'URLRequest' in scope (y 'Data'): falta import Foundation"
        )])
        XCTAssertEqual(toolchain.packages.last?.file(courseFilePath("App/Client.swift"))?.lines.prefix(4), [
            "import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
        ])
        XCTAssertEqual(toolchain.packages.last?.files.count, 2)
    }

    func test_execute_testMethodThatDoesNotCompile_isLeftOutAloneAndItsClassOtherTestsRun() async throws {
        let error = diagnostic("AppTests/ATests.swift", 7, "instance method 'decode(_:from:)' requires that 'A' conform to 'Decodable'")
        let (sut, toolchain) = makeSUT(
            builds: [PackageBuild(succeeded: false, diagnostics: [error])],
            runs: [TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)])]
        )

        let report = try await sut.execute(appAndTests())

        XCTAssertEqual(report.file(courseFilePath("AppTests/ATests.swift"))?.status, .errors)
        XCTAssertEqual(report.tests.map(\.status), [.passed, .notCompiled(reason: LocalizedText(verbatim: error.message))])
        XCTAssertEqual(report.problems.map(\.location), [sourceLine("a.md", 28)])
        XCTAssertFalse(toolchain.packages.last?.file(courseFilePath("AppTests/ATests.swift"))?.text.contains("test_b") ?? true)
    }

    func test_execute_swiftUIView_isAppleOnlyWithItsUsersAndNeverCompiled() async throws {
        let code = makeCourseCode(blocks: [
            (10, "// App/CatalogView.swift\nimport SwiftUI\n\nstruct CatalogView: View {\n    var body: some View { Text(\"Hola\") }\n}\n"),
            (20, "// App/Router.swift\nstruct Router { let view: CatalogView }\n"),
            (30, "// App/Store.swift\nimport SwiftUI\n\n@Observable\nfinal class Store { var count = 0 }\n"),
        ])
        let (sut, toolchain) = makeSUT()

        let report = try await sut.execute(code)

        XCTAssertEqual(report.files.map(\.status), [.appleOnly, .appleOnly, .compiled])
        XCTAssertEqual(report.files.map(\.reason), ["declara la vista de SwiftUI CatalogView", "usa CatalogView, solo en plataformas Apple", nil])
        XCTAssertEqual(toolchain.packages.map { $0.files.map(\.path.value) }, [["App/Store.swift"]])
        XCTAssertEqual(toolchain.packages.first?.files.first?.lines.first, "import Observation")
    }

    func test_execute_unchangedCourse_reusesTheLastReportWithoutBuilding() async throws {
        let cache = CodeCheckCacheSpy()
        _ = try await makeSUT(runs: [bothPass()], cache: cache).sut.execute(appAndTests())
        let (sut, toolchain) = makeSUT(cache: cache)

        let report = try await sut.execute(appAndTests())

        XCTAssertEqual(report.run, .checked(reused: true))
        XCTAssertEqual(toolchain.messages, [.version])
    }

    func test_execute_courseWhoseLessonLinesMoved_isCheckedAgain() async throws {
        let cache = CodeCheckCacheSpy()
        _ = try await makeSUT(cache: cache).sut.execute(makeCourseCode(blocks: [(10, "// App/A.swift\nstruct A {}\n")]))
        let (sut, toolchain) = makeSUT(cache: cache)

        let report = try await sut.execute(makeCourseCode(blocks: [(11, "// App/A.swift\nstruct A {}\n")]))

        XCTAssertEqual(report.run, .checked(reused: false))
        XCTAssertEqual(toolchain.messages, [.version, .build(["App/A.swift"])])
    }

    func test_execute_testThatStopsTheRun_failsAndTheRunIsRepeatedWithoutIt() async throws {
        let crashed = TestID(className: "ATests", name: "test_a")
        let (sut, toolchain) = makeSUT(runs: [
            TestRun(cases: [], unfinished: crashed, crashMessage: "Fatal error: Unexpectedly found nil"),
            TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_b"), passed: true)]),
        ])

        let report = try await sut.execute(appAndTests())

        XCTAssertEqual(report.tests.map(\.status), [.failed(message: "el test detuvo la ejecución: Fatal error: Unexpectedly found nil", at: sourceLine("a.md", 23)), .passed])
        XCTAssertEqual(toolchain.messages.suffix(2), [.runTests(skipping: []), .runTests(skipping: [crashed])])
    }

    func test_execute_packageThatNeverBuilds_stopsAndSaysWhatWasNotChecked() async throws {
        let linker = CompilerDiagnostic(file: nil, line: nil, severity: .error, message: "undefined reference to 'main'")
        let (sut, toolchain) = makeSUT(builds: [PackageBuild(succeeded: false, diagnostics: [linker])])

        let report = try await sut.execute(appAndTests())

        XCTAssertEqual(report.files.map(\.status), [.notChecked, .notChecked])
        XCTAssertEqual(report.tests.map(\.status), [.notRun, .notRun])
        XCTAssertEqual(report.problems.map(\.message), ["el paquete no compila: undefined reference to 'main'"])
        XCTAssertFalse(toolchain.messages.contains(.runTests(skipping: [])))
    }

    func test_execute_testRunThatSaysNothingOfATest_failsThatTestAndKeepsNoReport() async throws {
        let cache = CodeCheckCacheSpy()
        let (sut, _) = makeSUT(runs: [TestRun(cases: [TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true)])], cache: cache)

        let report = try await sut.execute(appAndTests())

        XCTAssertEqual(report.tests.map(\.status), [.passed, .failed(message: "no se ejecutó: swift test terminó sin dar su resultado", at: sourceLine("a.md", 27))])
        XCTAssertEqual(report.problems.map(\.message), ["test_b no se ejecutó: swift test terminó sin dar su resultado"])
        XCTAssertEqual(cache.keys, [], "a run that failed as a whole says nothing lasting about the course")
    }

    func test_execute_packageThatNeverBuilds_keepsNoReportForTheNextBuild() async throws {
        let cache = CodeCheckCacheSpy()
        let linker = CompilerDiagnostic(file: nil, line: nil, severity: .error, message: "No space left on device")
        let (sut, _) = makeSUT(builds: [PackageBuild(succeeded: false, diagnostics: [linker])], cache: cache)

        _ = try await sut.execute(appAndTests())

        XCTAssertEqual(cache.keys, [])
    }

    func test_execute_checkThatRanEverything_keepsItsReportForTheNextBuild() async throws {
        let cache = CodeCheckCacheSpy()
        let (sut, _) = makeSUT(runs: [bothPass()], cache: cache)

        _ = try await sut.execute(appAndTests())

        XCTAssertEqual(cache.keys.count, 1)
    }

    func test_execute_toolchainThatFails_throwsItsFailure() async throws {
        let (sut, _) = makeSUT(failure: .timedOut("swift build no terminó en 600 s y se detuvo"))

        let error = await errorThrown { try await sut.execute(self.appAndTests()) }

        XCTAssertEqual(error as? CodeCheckFailure, .timedOut("swift build no terminó en 600 s y se detuvo"))
    }

    func test_execute_reportsItsProgressPartByPart() async throws {
        let (sut, _) = makeSUT()
        let progress = ProgressRecorder()

        _ = try await sut.execute(appAndTests()) { progress.append($0) }

        XCTAssertEqual(progress.events.map(ProgressRecorder.kind), ["planned(files: 2, appleOnly: 0)", "compiling(pass: 1, files: 2)", "compiled", "testing(tests: 2)", "tested"])
    }

    func test_execute_afterACheckThatLeftOutAnUnchangedFileForATypeNoLessonDeclares_leavesItOutWithoutABuild() async throws {
        let code = makeCourseCode(blocks: [(10, "// App/Price+Formatted.swift\nextension Price {}\n"), (20, "// App/Fine.swift\nstruct Fine {}\n")])
        let (sut, toolchain) = makeSUT()

        let report = try await sut.execute(code, after: earlierLeavingOutPrice(unchanged: [courseFilePath("App/Price+Formatted.swift")]))

        XCTAssertEqual(report.files.map(\.status), [.leftOut, .compiled])
        XCTAssertEqual(report.file(courseFilePath("App/Price+Formatted.swift"))?.problems.map(\.kind), [.typeNotInCourse(name: "Price")])
        XCTAssertEqual(toolchain.messages.filter { if case .build = $0 { true } else { false } }, [.build(["App/Fine.swift"])])
    }

    func test_execute_afterACheckThatLeftOutAFile_buildsItWhenChangedOrWhenTheTypeIsNowDeclared() async throws {
        let declared = makeCourseCode(blocks: [(10, "// App/Price+Formatted.swift\nextension Price {}\n"), (20, "// App/Price.swift\nstruct Price {}\n")])
        let (sut, toolchain) = makeSUT()

        _ = try await sut.execute(declared, after: earlierLeavingOutPrice(unchanged: [courseFilePath("App/Price+Formatted.swift")]))
        _ = try await sut.execute(makeCourseCode(blocks: [(10, "// App/Price+Formatted.swift\nextension Price {}\n")]), after: earlierLeavingOutPrice(unchanged: []))

        XCTAssertEqual(toolchain.messages.filter { if case .build = $0 { true } else { false } }, [
            .build(["App/Price+Formatted.swift", "App/Price.swift"]), .build(["App/Price+Formatted.swift"]),
        ])
    }

    // MARK: - Helpers

    /// An earlier check that left out `Price+Formatted.swift`, which uses `Price`, declared by no lesson.
    private func earlierLeavingOutPrice(unchanged: Set<CourseFilePath>) -> CheckCourseCodeUseCase.Earlier {
        let path = courseFilePath("App/Price+Formatted.swift")
        let problem = CodeProblem(kind: .typeNotInCourse(name: "Price"), file: path, location: sourceLine("a.md", 12), message: "usa Price, que ninguna lección declara")
        return CheckCourseCodeUseCase.Earlier(files: [FileCheck(path: path, status: .leftOut, reason: "usa Price, que ninguna lección declara", problems: [problem])], unchanged: unchanged)
    }

    private func makeSUT(
        builds: [PackageBuild] = [],
        modules: [String: Set<String>] = [:],
        runs: [TestRun] = [],
        failure: CodeCheckFailure? = nil,
        cache: CodeCheckCacheSpy = CodeCheckCacheSpy()
    ) -> (sut: CheckCourseCodeUseCase, toolchain: SwiftToolchainSpy) {
        let toolchain = SwiftToolchainSpy(builds: builds, modules: modules, runs: runs, failure: failure)
        return (CheckCourseCodeUseCase(toolchain: toolchain, cache: cache), toolchain)
    }

    /// An app file written at lesson line 12, and its tests at lines 22–31: `test_a` declared at 23,
    /// `test_b` at 27, its `decode` at 28.
    private func appAndTests() -> CourseCode {
        makeCourseCode(blocks: [
            (10, "// App/A.swift\nstruct A: Encodable { let value: Int }\n"),
            (20, """
                // AppTests/ATests.swift
                final class ATests: XCTestCase {
                    func test_a() {
                        XCTAssertEqual(A(value: 1).value, 1)
                    }

                    func test_b() throws {
                        _ = try JSONDecoder().decode(A.self, from: Data())
                    }
                }

                """),
        ])
    }

    private func bothPass() -> TestRun {
        TestRun(cases: [
            TestRun.Case(id: TestID(className: "ATests", name: "test_a"), passed: true),
            TestRun.Case(id: TestID(className: "ATests", name: "test_b"), passed: true),
        ])
    }

    private func diagnostic(_ file: String, _ line: Int, _ message: String, column: Int? = nil) -> CompilerDiagnostic {
        CompilerDiagnostic(file: courseFilePath(file), line: line, column: column, severity: .error, message: message)
    }
}

/// The progress a check reports, in order.
private final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [CodeCheckProgress] = []

    var events: [CodeCheckProgress] { lock.withLock { recorded } }

    func append(_ event: CodeCheckProgress) {
        lock.withLock { recorded.append(event) }
    }

    /// The event without its durations, which vary from run to run.
    static func kind(_ event: CodeCheckProgress) -> String {
        switch event {
        case .compiled: "compiled"
        case .tested: "tested"
        default: "\(event)"
        }
    }
}

import Foundation
import SiteComposition
import Synchronization
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// `--check-code` with the real `swift` on a tiny course: a passing test, a failing one, one that
/// does not compile, a compile error, a missing import, a type no lesson declares, a SwiftUI view
/// and a view model that imports SwiftUI only for `@Observable`. Compiling takes seconds, so the
/// course is built once for every test here (the first to run builds it); the second build of the
/// same course, reusing the first check, is what the other tests run.
final class CodeCheckAcceptanceTests: SiteBuildTestCase {
    func test_build_reportsEachProblemAtTheLessonLineThatWroteIt() async throws {
        let built = try await Self.checkedCourse()

        let warnings = built.warnings.map { "\($0.id) \(relative($0.location, to: built.workspace)) \($0.message)" }

        XCTAssertEqual(warnings, [
            "missing-import login/01.md:\(built.line("func now() -> Date")) Clock.swift: cannot find type 'Date' in scope: falta import Foundation",
            "code-does-not-compile login/01.md:\(built.line("let count: Int = \"uno\"")) Broken.swift: cannot convert value of type 'String' to specified type 'Int'",
            "type-not-in-course login/01.md:\(built.line("let product: Product")) ProductRow.swift: usa Product, que ninguna lección declara (¿está en una lección que falta?): el archivo queda fuera del paquete",
            "code-does-not-compile login/01.md:\(built.line("decode(Request.self")) EmailTests.swift: instance method 'decode(_:from:)' requires that 'Request' conform to 'Decodable'",
            "test-failed login/01.md:\(built.line("XCTAssertEqual(Email.isValid(\"\"), true)")) EmailTests.swift: test_init_empty_fails falla: XCTAssertEqual failed: (\"false\") is not equal to (\"true\")",
        ])
        XCTAssertEqual(built.summary.code, "1 pasa · 1 falla · 1 sin comprobar · 3 archivos con errores · 2 archivos fuera del paquete · 1 solo en plataformas Apple")
    }

    func test_build_codeReportHasEveryFilesStatusAndEveryTestsResult() async throws {
        let built = try await Self.checkedCourse()

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(built.workspace.site("reports/code.json").utf8)) as? [String: Any])

        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        let statuses = Dictionary(uniqueKeysWithValues: files.map { (($0["path"] as? String) ?? "", ($0["status"] as? String) ?? "") })
        XCTAssertEqual(statuses, [
            "App/Login/Email.swift": "compiled", "App/Login/Request.swift": "compiled", "App/Login/LoginViewModel.swift": "compiled",
            "App/Login/Clock.swift": "errors", "App/Login/Broken.swift": "errors", "App/Login/BrokenUser.swift": "left-out",
            "App/Login/LoginView.swift": "apple-only", "App/Catalog/ProductRow.swift": "left-out", "AppTests/Login/EmailTests.swift": "errors",
        ])
        let tests = try XCTUnwrap(json["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { "\($0["name"] ?? "") \($0["status"] ?? "")" }, [
            "test_init_withValidEmail_keepsIt passed", "test_init_empty_fails failed", "test_decode_request not-compiled",
        ])
        XCTAssertEqual(json["totals"] as? [String: Int], [
            "files": 9, "filesCompiled": 3, "filesWithErrors": 3, "filesAppleOnly": 1, "tests": 3, "testsPassed": 1, "testsFailed": 1, "testsNotRun": 1,
        ])
    }

    func test_build_traceabilityAndCodeMapShowTheResults() async throws {
        let built = try await Self.checkedCourse()

        let traceability = try built.workspace.site("reports/traceability.html")
        XCTAssertHTML(traceability, contains: "✔ pasa")
        XCTAssertHTML(traceability, contains: "✘ falla: <span class=\"report-note\">XCTAssertEqual failed")
        XCTAssertHTML(traceability, contains: "⚠ no compila")
        let json = try built.workspace.site("reports/traceability.json")
        XCTAssertTrue(json.contains(#""name":"test_decode_request","red":null,"status":"not-compiled""#), json)
        let map = try built.workspace.site("code/index.html")
        XCTAssertHTML(map, contains: "LoginView.swift</a> <span class=\"code-status code-apple-only\">solo Apple</span>")
        XCTAssertHTML(map, contains: "Broken.swift</a> <span class=\"code-status code-errors\">errores</span>")
        XCTAssertHTML(try built.workspace.site("index.html"), contains: "<a href=\"/code/index.html\">Código</a>")
    }

    func test_build_withTheCheckFolderOnTheCoursesOwnFolder_skipsTheCheckAndDeletesNothing() async throws {
        let workspace = try makeWorkspace(lessons: ["a.md": "# A\n\n```swift\n// App/A.swift\nstruct A {}\n```\n"])
        try workspace.folder.write("struct Mine {}", to: "Content/Sources/Mine.swift")
        let (sut, progress) = makeSUT(workspace) { $0.codeCheck = CodeCheckOptions(isEnabled: true, folder: workspace.content) }

        _ = try await sut.build()

        XCTAssertEqual(progress.warnings.map(\.id), [.codeCheckSkipped], "\(progress.warnings)")
        XCTAssertEqual(try workspace.folder.read("Content/Sources/Mine.swift"), "struct Mine {}")
        XCTAssertFalse(workspace.folder.exists("Content/Package.swift"))
    }

    func test_build_again_reusesTheCheckWithoutCompilingAndStrictFailsOnItsWarnings() async throws {
        let built = try await Self.checkedCourse()
        let before = try snapshot(of: built.workspace.output)
        let (sut, progress) = makeSUT(built.workspace) {
            $0.isStrict = true
            $0.codeCheck = CodeCheckOptions(isEnabled: true)
        }

        let error = await buildError(of: sut)

        XCTAssertEqual(error?.diagnostic.id, .strictMode)
        XCTAssertTrue(progress.progress.contains("ningún bloque cambió desde la última comprobación: se usan sus resultados"), "\(progress.progress)")
        XCTAssertFalse(progress.progress.contains { $0.hasPrefix("compilando") }, "\(progress.progress)")
        XCTAssertEqual(try snapshot(of: built.workspace.output), before)
    }

    // MARK: - The course, checked once

    struct Built: Sendable {
        let workspace: Workspace
        let summary: BuildSummary
        let warnings: [Diagnostic]
        let lesson: String

        /// The line of the lesson that holds `text`.
        func line(_ text: String) -> Int {
            (lesson.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
        }
    }

    private static let once = Once()
    private static let folder = Mutex<TemporaryFolder?>(nil)

    override class func tearDown() {
        folder.withLock { $0?.remove() }
        super.tearDown()
    }

    private static func checkedCourse() async throws -> Built {
        try await once.value {
            let folder = try TemporaryFolder()
            Self.folder.withLock { $0 = folder }
            let workspace = Workspace(folder: folder)
            try folder.write(lesson, to: "Content/login/01.md")
            let progress = BuildProgressSpy()
            let configuration = workspace.configuration { $0.codeCheck = CodeCheckOptions(isEnabled: true) }
            let sut = SiteBuilder(configuration: configuration, reporter: progress, diagnostics: [progress], workingDirectory: folder.url)
            let summary = try await sut.build()
            return Built(workspace: workspace, summary: summary, warnings: progress.warnings.filter { $0.id.rawValue != "broken-link" }, lesson: lesson)
        }
    }

    private func relative(_ location: String?, to workspace: Workspace) -> String {
        String((location ?? "").dropFirst(workspace.content.path.count + 1))
    }

    private static let lesson = """
        # Email

        | Escenario | Test |
        |---|---|
        | Email válido | `test_init_withValidEmail_keepsIt` |
        | Email vacío | `test_init_empty_fails` |
        | Petición | `test_decode_request` |

        ```swift
        // App/Login/Email.swift
        import Foundation

        struct Email: Equatable {
            let value: String

            struct Invalid: Error {}

            init(_ value: String) throws {
                guard Self.isValid(value) else { throw Invalid() }
                self.value = value
            }

            static func isValid(_ value: String) -> Bool { value.contains("@") }
        }
        ```

        ```swift
        // App/Login/Request.swift
        struct Request: Encodable {
            let email: String
        }
        ```

        Falta `import Foundation`:

        ```swift
        // App/Login/Clock.swift
        struct Clock {
            func now() -> Date { Date() }
        }
        ```

        ```swift
        // App/Login/Broken.swift
        struct Broken {
            let count: Int = "uno"
        }
        ```

        ```swift
        // App/Login/BrokenUser.swift
        struct BrokenUser {
            let broken: Broken
        }
        ```

        ```swift
        // App/Login/LoginViewModel.swift
        import SwiftUI

        @Observable
        final class LoginViewModel {
            var email = ""
        }
        ```

        ```swift
        // App/Login/LoginView.swift
        import SwiftUI

        struct LoginView: View {
            var body: some View { Text("Hola") }
        }
        ```

        ```swift
        // App/Catalog/ProductRow.swift
        struct ProductRow {
            let product: Product
        }
        ```

        ```swift
        // AppTests/Login/EmailTests.swift
        import Foundation
        import XCTest
        @testable import App

        final class EmailTests: XCTestCase {
            func test_init_withValidEmail_keepsIt() throws {
                XCTAssertEqual(try Email("a@b.c").value, "a@b.c")
            }

            func test_init_empty_fails() {
                XCTAssertEqual(Email.isValid(""), true)
            }

            func test_decode_request() throws {
                _ = try JSONDecoder().decode(Request.self, from: Data())
            }
        }
        ```

        """
}

/// Runs a piece of work once, however many tests ask for its result, and hands each the same result.
private actor Once {
    private var task: Task<CodeCheckAcceptanceTests.Built, any Error>?

    func value(_ work: @escaping @Sendable () async throws -> CodeCheckAcceptanceTests.Built) async throws -> CodeCheckAcceptanceTests.Built {
        if let task { return try await task.value }
        let task = Task { try await work() }
        self.task = task
        return try await task.value
    }
}

import Foundation
import SiteComposition
import SiteCore
import SiteInterface
import Synchronization
import SiteTestSupport
import TestSupport
import XCTest

/// The preview's rebuilds, as `serve-site` runs them after each save: whatever they rewrite, the
/// site they leave is the one a full build writes, byte for byte.
final class PreviewRebuildAcceptanceTests: XCTestCase {
    func test_rebuild_afterASeriesOfEdits_leavesTheSiteAFullBuildWrites() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()

        let correo = Self.email.replacingOccurrences(of: "# Email", with: "# Correo")
        let lineAboveTheHeading = correo.replacingOccurrences(of: "# Correo\n", with: "# Correo\n\nUna línea nueva.\n")
        let lineAboveTheBlock = lineAboveTheHeading.replacingOccurrences(of: "al crearlo.\n", with: "al crearlo.\n\nY otra antes del código.\n")
        let lineAboveTheTable = lineAboveTheBlock.replacingOccurrences(of: "| Regla | Test |", with: "Una antes de la tabla.\n\n| Regla | Test |")
        let headingBelowTheBlock = correo.replacingOccurrences(of: "## Reglas\n\n", with: "").replacingOccurrences(of: "}\n```\n", with: "}\n```\n\n## Reglas\n")
        let edits: [(String, String, rewritesAlone: Bool)] = [
            ("01-login/02-email.md", Self.email.replacingOccurrences(of: "se valida al crearlo", with: "se valida **siempre** al crearlo"), true),
            ("01-login/01-domain.md", Self.domain.replacingOccurrences(of: "El dominio no sabe", with: "El dominio jamás sabe"), true),
            ("01-login/02-email.md", correo, false),
            ("02-red/01-cliente.md", Self.cliente, false),
            ("01-login/01-domain.md", Self.domain.replacingOccurrences(of: "Una nota.", with: "Una nota, más larga."), true),
            // Lines moved: the reports, the code map, code.json and other pages' frames follow.
            ("01-login/02-email.md", lineAboveTheHeading, true),
            ("01-login/02-email.md", lineAboveTheBlock, true),
            ("01-login/02-email.md", lineAboveTheTable, true),
            // 02-red/01-cliente.md's frame names the heading above the version it changes.
            ("01-login/02-email.md", headingBelowTheBlock, true),
            ("01-login/01-domain.md", Self.domain.replacingOccurrences(of: "# Dominio\n", with: "# Dominio\n\nUna línea arriba de todo.\n"), true),
            ("01-login/02-email.md", correo, true),
        ]
        for (path, text, rewritesAlone) in edits {
            XCTAssertNotEqual(try? course.read("Content/" + path), text, "\(path): an edit that changes nothing")
            try course.write(text, to: "Content/" + path)

            let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/" + path).path]) { _ in }

            XCTAssertEqual(rewroteAlone(outcome), rewritesAlone, "\(path): \(outcome)")
            try await assertSameSiteAsAFullBuild(course, after: path)
        }
    }

    func test_rebuild_bodyEdit_rewritesTheLessonsPageAndThePrintPageOnly() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write(Self.email.replacingOccurrences(of: "se valida al crearlo", with: "se comprueba al crearlo"), to: "Content/01-login/02-email.md")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }

        guard case let .rewrote(lessons, files, _, _, _, _) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(lessons, ["01-login/02-email.md"])
        XCTAssertEqual(files, ["01-login/02-email.html", "imprimir.html"])
        XCTAssertTrue(try course.read("_site/01-login/02-email.html").contains("se comprueba al crearlo"))
    }

    func test_rebuild_titleEdit_rebuildsEverythingSayingWhy() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write(Self.email.replacingOccurrences(of: "# Email", with: "# Correo"), to: "Content/01-login/02-email.md")
        let reasons = ReasonRecorder()

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { reasons.append($0.description) }

        guard case let .everything(summary) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(summary.pages, 7)
        XCTAssertEqual(reasons.all, ["cambió el título, la descripción, el orden o la sección de 01-login/02-email.md"])
        XCTAssertTrue(try course.read("_site/01-login/01-domain.html").contains("Correo"), "another page's navigation kept the old title")
    }

    func test_rebuild_lineAddedAboveAHeading_rewritesTheLessonThenWhatCitesLines() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write(Self.email.replacingOccurrences(of: "# Email\n", with: "# Email\n\nUn párrafo nuevo.\n"), to: "Content/01-login/02-email.md")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }

        guard case let .rewrote(_, files, _, _, citationsSeconds, _) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(Array(files.prefix(3)), ["01-login/02-email.html", "imprimir.html", "code/index.html"])
        // The reports' files are written side by side, in no set order.
        XCTAssertEqual(Set(files.dropFirst(3)), ["reports/traceability.html", "reports/traceability.json", "reports/links.html", "reports/links.json", "reports/code.json"])
        XCTAssertEqual(files.count, 8)
        XCTAssertNotNil(citationsSeconds)
        try await assertSameSiteAsAFullBuild(course, after: "a line added")
    }

    func test_rebuild_headingMovedBelowABlock_rewritesThePagesWhoseFramesNameIt() async throws {
        let (sut, course) = try makeSUT()
        try course.write(Self.cliente, to: "Content/02-red/01-cliente.md")
        _ = try await sut.build()
        XCTAssertTrue(try course.read("_site/02-red/01-cliente.html").contains("02-email.md · Reglas"), "precondition: the frame names the heading")
        let moved = Self.email.replacingOccurrences(of: "## Reglas\n\n", with: "").replacingOccurrences(of: "}\n```\n", with: "}\n```\n\n## Reglas\n")
        try course.write(moved, to: "Content/01-login/02-email.md")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }

        guard case let .rewrote(_, files, _, _, _, _) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(Array(files.prefix(3)), ["01-login/02-email.html", "02-red/01-cliente.html", "imprimir.html"])
        XCTAssertFalse(try course.read("_site/02-red/01-cliente.html").contains("02-email.md · Reglas"))
        try await assertSameSiteAsAFullBuild(course, after: "a heading moved below a block")
    }

    func test_rebuild_lineAddedAboveABrokenLink_reportsItAtItsNewLine() async throws {
        let diagnostics = DiagnosticsRecorder()
        let (sut, course) = try makeSUT(diagnostics: diagnostics)
        try course.write(Self.email + "\n\nVer [nada](no-existe.md).\n", to: "Content/01-login/02-email.md")
        _ = try await sut.build()
        let heardByTheBuild = diagnostics.all.count
        let before = diagnostics.all.filter { $0.file?.hasSuffix("/Content/01-login/02-email.md") == true }
        try course.write("Una línea arriba.\n\n" + Self.email + "\n\nVer [nada](no-existe.md).\n", to: "Content/01-login/02-email.md")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }

        XCTAssertTrue(rewroteAlone(outcome), "\(outcome)")
        let after = Array(diagnostics.all.dropFirst(heardByTheBuild))
        XCTAssertEqual(before.count, 1)
        XCTAssertEqual(after.map(\.line), before.map { $0.line.map { $0 + 2 } })
        XCTAssertEqual(after.map(\.message), before.map(\.message))
    }

    func test_build_strictWithABrokenLink_publishesThePageAndTellsTheWarning() async throws {
        let diagnostics = DiagnosticsRecorder()
        let (sut, course) = try makeSUT(diagnostics: diagnostics, strict: true)
        try course.write(Self.email + "\n\nVer [nada](no-existe.md).\n", to: "Content/01-login/02-email.md")

        _ = try await sut.build()

        XCTAssertTrue(try course.read("_site/01-login/02-email.html").contains("no-existe"), "--strict fails builds, not the preview")
        XCTAssertEqual(diagnostics.all.filter { $0.message.contains("no-existe.md") }.map(\.severity), [.warning], "\(diagnostics.all)")
    }

    func test_rebuild_strictAndALineAdded_rewritesTheLessonAloneAsWithoutStrict() async throws {
        let (sut, course) = try makeSUT(strict: true)
        _ = try await sut.build()
        try course.write("Una línea arriba.\n\n" + Self.email, to: "Content/01-login/02-email.md")
        let reasons = ReasonRecorder()

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { reasons.append($0.description) }

        XCTAssertTrue(rewroteAlone(outcome), "--strict fails builds, not the preview: \(outcome)")
        XCTAssertEqual(reasons.all, [])
    }

    func test_watchedFolders_courseInARepository_includeWhereGitRecordsCommits() async throws {
        let (sut, course) = try makeSUT()
        let repository = try XCTUnwrap(try GitRepository(initializingIn: course.url), "git is not installed")
        try repository.commitEverything("primero", date: "1700000000 +0000")

        let watched = await sut.watchedFolders().map(\.standardizedFileURL.path)

        let git = realPath(of: course.url) + "/.git"
        XCTAssertEqual(watched.filter { $0.contains("/.git") }, [git + "/logs", git + "/refs/heads"])
    }

    func test_watchedFolders_withDatesTurnedOff_leaveGitOut() async throws {
        let (sut, course) = try makeSUT(showsDates: false)
        let repository = try XCTUnwrap(try GitRepository(initializingIn: course.url), "git is not installed")
        try repository.commitEverything("primero", date: "1700000000 +0000")

        let watched = await sut.watchedFolders()

        XCTAssertFalse(watched.contains { $0.path.contains("/.git") }, "\(watched)")
    }

    func test_rebuild_afterACommit_rebuildsEverythingWithTheNewDates() async throws {
        let (sut, course) = try makeSUT()
        try course.write("_site/\nfresh/\n", to: ".gitignore")
        let repository = try XCTUnwrap(try GitRepository(initializingIn: course.url), "git is not installed")
        try repository.commitEverything("primero", date: "1700000000 +0000")
        _ = try await sut.build()
        try course.write(Self.email.replacingOccurrences(of: "se valida al crearlo", with: "se valida siempre al crearlo"), to: "Content/01-login/02-email.md")
        _ = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }
        let beforeTheCommit = try course.read("_site/01-login/02-email.html")
        try repository.commitEverything("segundo", date: "1710000000 +0000")
        let watched = await sut.watchedFolders()
        let logs = try XCTUnwrap(watched.first { $0.lastPathComponent == "logs" })
        let reasons = ReasonRecorder()

        let outcome = try await sut.rebuild(after: [logs.appendingPathComponent("HEAD").path]) { reasons.append($0.description) }

        guard case .everything = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(reasons.all, ["hubo un commit: las fechas de las lecciones pueden cambiar"])
        XCTAssertNotEqual(try course.read("_site/01-login/02-email.html"), beforeTheCommit, "the lesson's date")
        try await assertSameSiteAsAFullBuild(course, after: "a commit")
    }

    func test_rebuild_hiddenFileOnly_changesNothing() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write("swap", to: "Content/01-login/.02-email.md.swp")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/.02-email.md.swp").path]) { _ in }

        guard case .nothing = outcome else { return XCTFail("\(outcome)") }
    }

    func test_rebuild_newDiagramDrawnAtBuildTime_writesItsDrawingAsAFullBuildDoes() async throws {
        let (sut, course) = try makeSUT(drawsDiagrams: true)
        _ = try await sut.build()
        let withASecondDiagram = Self.email + "\n\n```mermaid\ngraph LR\n    Email --> Valido\n```\n"
        try course.write(withASecondDiagram, to: "Content/01-login/02-email.md")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }

        XCTAssertTrue(rewroteAlone(outcome), "\(outcome)")
        XCTAssertTrue(course.exists("_site/diagrams/d\(ContentHash.of("graph LR\n    Email --> Valido\n")).svg"))
        try await assertSameSiteAsAFullBuild(course, after: "01-login/02-email.md", drawsDiagrams: true)
    }

    func test_rebuild_newDiagramWhereAStaticFileIs_failsAsAFullBuildDoesAndKeepsTheFile() async throws {
        let (sut, course) = try makeSUT(drawsDiagrams: true)
        let drawing = "diagrams/d\(ContentHash.of("graph LR\n    Email --> Valido\n")).svg"
        try course.write("<svg>hecho a mano</svg>", to: "Content/" + drawing)
        _ = try await sut.build()
        try course.write(Self.email + "\n\n```mermaid\ngraph LR\n    Email --> Valido\n```\n", to: "Content/01-login/02-email.md")

        do {
            let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }
            XCTFail("expected the full build's refusal, got \(outcome)")
        } catch {
            XCTAssertTrue("\(error)".contains("el sitio genera su propio \(drawing)"), "\(error)")
        }

        XCTAssertEqual(try course.read("_site/" + drawing), "<svg>hecho a mano</svg>")
    }

    // MARK: - Helpers

    private static let domain = """
        # Dominio

        El dominio no sabe nada de la red. Ver [las reglas del email](02-email.md#reglas) y [el código](../code/index.html).

        > [!NOTE]
        > Una nota.

        ```swift
        // App/Models/Email.swift
        struct Email {
            let value: String
        }
        ```

        ```mermaid
        graph TD
            A --> B
        ```
        """

    private static let cliente = """
        # Cliente

        Una lección nueva que enlaza a [Email](../01-login/02-email.md#reglas).

        ```swift
        // App/Models/Email.swift
        struct Email {
            let value: String
            var isValid: Bool { value.contains("@") && value.contains(".") }
        }
        ```
        """

    private static let email = """
        # Email

        ## Reglas

        Un email se valida al crearlo.

        ```swift
        // App/Models/Email.swift
        struct Email {
            let value: String
            var isValid: Bool { value.contains("@") }
        }
        ```

        | Regla | Test |
        |---|---|
        | Sin arroba | `test_init_withoutAt_throws` |
        """

    private func makeSUT(
        diagnostics: DiagnosticsRecorder? = nil, strict: Bool = false, showsDates: Bool = true, drawsDiagrams: Bool = false
    ) throws -> (PreviewSiteBuilder, TemporaryFolder) {
        let course = try makeTemporaryFolder()
        try course.write("# Curso de prueba\n\nBienvenida.\n", to: "Content/index.md")
        try course.write(Self.domain, to: "Content/01-login/01-domain.md")
        try course.write(Self.email, to: "Content/01-login/02-email.md")
        let settings = try configuration(course, output: "_site", strict: strict, showsDates: showsDates, drawsDiagrams: drawsDiagrams)
        let sut = PreviewSiteBuilder(configuration: settings, reporter: BuildProgressSpy(), diagnostics: diagnostics.map { [$0] } ?? [], workingDirectory: course.url)
        return (sut, course)
    }

    private func configuration(
        _ course: TemporaryFolder, output: String, strict: Bool = false, showsDates: Bool = true, drawsDiagrams: Bool = false
    ) throws -> SiteConfiguration {
        let diagrams = drawsDiagrams ? try FakeDiagramRenderer.install(in: course) : nil
        return CourseWorkspace(folder: course).configuration {
            $0.outputFolder = course.location(output)
            $0.isStrict = strict
            $0.showsDates = showsDates
            // Options that change how bodies and pages are written, so a rewrite must apply them too.
            $0.siteURL = SiteURL("https://curso.example.com/")
            $0.editURL = "https://github.com/u/curso/edit/main/Content/"
            $0.language = .english
            if let diagrams { $0.diagrams = diagrams }
        }
    }

    private func assertSameSiteAsAFullBuild(
        _ course: TemporaryFolder, after edit: String, drawsDiagrams: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let fresh = SiteBuilder(configuration: try configuration(course, output: "fresh", drawsDiagrams: drawsDiagrams), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        _ = try await fresh.build()
        let differences = try folderDifferences(course.url.appendingPathComponent("_site"), course.url.appendingPathComponent("fresh"))
        XCTAssertEqual(differences, [], "after editing \(edit)", file: file, line: line)
    }

    /// The folder as git names it, every symbolic link resolved.
    private func realPath(of folder: URL) -> String {
        guard let resolved = realpath(folder.path, nil) else { return folder.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func rewroteAlone(_ outcome: PreviewRebuildOutcome) -> Bool {
        if case .rewrote = outcome { return true }
        return false
    }
}

private final class ReasonRecorder: Sendable {
    private let reasons = Mutex<[String]>([])

    func append(_ reason: String) { reasons.withLock { $0.append(reason) } }
    var all: [String] { reasons.withLock { $0 } }
}

private final class DiagnosticsRecorder: DiagnosticConsumer {
    private let received = Mutex<[Diagnostic]>([])

    func receive(_ diagnostic: Diagnostic) { received.withLock { $0.append(diagnostic) } }
    var all: [Diagnostic] { received.withLock { $0 } }
}

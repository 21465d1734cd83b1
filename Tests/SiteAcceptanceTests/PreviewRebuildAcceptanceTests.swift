import Foundation
import SiteComposition
import SiteCore
import SiteInterface
import Synchronization
import TestSupport
import XCTest

/// The preview's rebuilds, as `serve-site` runs them after each save: whatever they rewrite, the
/// site they leave is the one a full build writes, byte for byte.
final class PreviewRebuildAcceptanceTests: XCTestCase {
    func test_rebuild_afterASeriesOfEdits_leavesTheSiteAFullBuildWrites() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()

        let edits: [(String, String, rewritesAlone: Bool)] = [
            ("01-login/02-email.md", Self.email.replacingOccurrences(of: "se valida al crearlo", with: "se valida **siempre** al crearlo"), true),
            ("01-login/01-domain.md", Self.domain.replacingOccurrences(of: "El dominio no sabe", with: "El dominio jamás sabe"), true),
            ("01-login/02-email.md", Self.email.replacingOccurrences(of: "# Email", with: "# Correo"), false),
            ("02-red/01-cliente.md", "# Cliente\n\nUna lección nueva que enlaza a [Email](../01-login/02-email.md#reglas).\n", false),
            ("01-login/01-domain.md", Self.domain.replacingOccurrences(of: "Una nota.", with: "Una nota, más larga."), true),
        ]
        for (path, text, rewritesAlone) in edits {
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

        guard case let .rewrote(lessons, files, _, _, _) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(lessons, ["01-login/02-email.md"])
        XCTAssertEqual(files, ["01-login/02-email.html", "imprimir.html"])
        XCTAssertTrue(try course.read("_site/01-login/02-email.html").contains("se comprueba al crearlo"))
    }

    func test_rebuild_titleEdit_rebuildsEverythingSayingWhy() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write(Self.email.replacingOccurrences(of: "# Email", with: "# Correo"), to: "Content/01-login/02-email.md")
        let reasons = ReasonRecorder()

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { reasons.append($0) }

        guard case let .everything(summary) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(summary.pages, 7)
        XCTAssertEqual(reasons.all, ["cambió el título, la descripción o el orden de 01-login/02-email.md"])
        XCTAssertTrue(try course.read("_site/01-login/01-domain.html").contains("Correo"), "another page's navigation kept the old title")
    }

    func test_rebuild_lineAddedBeforeAHeading_rebuildsEverything() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write(Self.email.replacingOccurrences(of: "# Email\n", with: "# Email\n\nUn párrafo nuevo.\n"), to: "Content/01-login/02-email.md")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/02-email.md").path]) { _ in }

        XCTAssertFalse(rewroteAlone(outcome))
        try await assertSameSiteAsAFullBuild(course, after: "a line added")
    }

    func test_rebuild_hiddenFileOnly_changesNothing() async throws {
        let (sut, course) = try makeSUT()
        _ = try await sut.build()
        try course.write("swap", to: "Content/01-login/.02-email.md.swp")

        let outcome = try await sut.rebuild(after: [course.url.appendingPathComponent("Content/01-login/.02-email.md.swp").path]) { _ in }

        guard case .nothing = outcome else { return XCTFail("\(outcome)") }
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

    private func makeSUT() throws -> (PreviewSiteBuilder, TemporaryFolder) {
        let course = try makeTemporaryFolder()
        try course.write("# Curso de prueba\n\nBienvenida.\n", to: "Content/index.md")
        try course.write(Self.domain, to: "Content/01-login/01-domain.md")
        try course.write(Self.email, to: "Content/01-login/02-email.md")
        let sut = PreviewSiteBuilder(configuration: configuration(course, output: "_site"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        return (sut, course)
    }

    private func configuration(_ course: TemporaryFolder, output: String) -> SiteConfiguration {
        SiteConfiguration(
            contentFolder: course.url.appendingPathComponent("Content"),
            publicFolder: RepositoryFolders.publicAssets,
            outputFolder: course.url.appendingPathComponent(output),
            siteURL: SiteURL("https://curso.example.com/"),
            diagrams: DiagramOptions(mode: .client),
            search: false,
            editURL: "https://github.com/u/curso/edit/main/Content/",
            // Options that change how bodies and pages are written, so a rewrite must apply them too.
            language: .english
        )
    }

    private func assertSameSiteAsAFullBuild(_ course: TemporaryFolder, after edit: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        let fresh = SiteBuilder(configuration: configuration(course, output: "fresh"), reporter: BuildProgressSpy(), diagnostics: [], workingDirectory: course.url)
        _ = try await fresh.build()
        let differences = try folderDifferences(course.url.appendingPathComponent("_site"), course.url.appendingPathComponent("fresh"))
        XCTAssertEqual(differences, [], "after editing \(edit)", file: file, line: line)
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

@testable import SiteCommandLine
import SiteCore
import XCTest

final class GitHubAnnotationsTests: XCTestCase {
    func test_command_warningWithFileAndLine_isAWarningAnnotationAtThatLine() {
        let command = GitHubAnnotations.command(for: .warning(DiagnosticID("broken-link"), file: "Content/a.md", line: 12, "enlace roto"))

        XCTAssertEqual(command, "::warning file=Content/a.md,line=12,title=broken-link::enlace roto")
    }

    func test_command_errorWithoutFile_isAnErrorAnnotationOfTheWholeBuild() {
        let command = GitHubAnnotations.command(for: .error(.strictMode, "2 aviso(s) con --strict"))

        XCTAssertEqual(command, "::error title=strict-mode::2 aviso(s) con --strict")
    }

    func test_command_inEnglish_isTheMessageInEnglish() {
        let command = GitHubAnnotations.command(for: .error(.templatesMissing, "no existe la carpeta de plantillas '\("T")'."), in: .english)

        XCTAssertEqual(command, "::error title=templates-missing::the templates folder 'T' does not exist.")
    }

    func test_command_lineBreaksAndPercentInTheMessage_areEscapedSoTheCommandStaysOneLine() {
        let command = GitHubAnnotations.command(for: .warning(.unexpected, "100%\r\nfalso\n::error::x"))

        XCTAssertEqual(command, "::warning title=unexpected-error::100%25%0D%0Afalso%0A::error::x")
        XCTAssertFalse(command.contains("\n"))
    }

    func test_command_commaAndColonInTheFile_areEscapedInItsProperty() {
        let command = GitHubAnnotations.command(for: .warning(.unexpected, file: "a,b:c.md", "x"))

        XCTAssertEqual(command, "::warning file=a%2Cb%3Ac.md,title=unexpected-error::x")
    }
}

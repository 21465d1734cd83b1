@testable import SiteCommandLine
import Localization
import SiteCore
import XCTest

final class ConsoleReporterTests: XCTestCase {
    func test_line_warningAtAFileNamedToInjectAWorkflowCommand_startsNoLineWithIt() {
        let diagnostic = Diagnostic.warning(DiagnosticID("broken-link"), file: "Content/a\n::warning::inyectado.md", line: 3, "enlace roto")

        let line = ConsoleReporter.line(for: diagnostic, in: .spanish)

        XCTAssertEqual(line, "aviso: Content/a\n  │ ::warning::inyectado.md:3: enlace roto")
    }

    func test_line_error_isLabelledInTheReportersLanguage() {
        let diagnostic = Diagnostic.error(DiagnosticID("x"), file: "Content/a.md", line: 1, "roto")

        XCTAssertEqual(ConsoleReporter.line(for: diagnostic, in: .spanish), "error: Content/a.md:1: roto")
    }
}

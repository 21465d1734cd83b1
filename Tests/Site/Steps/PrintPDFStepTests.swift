import BuildSteps
import Foundation
import LessonsCore
import LessonsInterface
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class PrintPDFStepTests: XCTestCase {
    func test_run_withoutPDFAskedFor_isSkippedQuietly() async throws {
        let sut = PrintPDFStep(request: .off)
        let diagnostics = DiagnosticConsumerSpy()
        var context = makeContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(outcome, .skipped("sin --pdf"))
        XCTAssertEqual(diagnostics.received, [])
    }

    func test_run_askedForWithoutAPrinter_warnsWhatToInstallAndIsSkipped() async throws {
        let sut = PrintPDFStep(request: .unavailable(reason: "no hay ningún Chromium instalado (apt-get install chromium-headless-shell)"))
        let diagnostics = DiagnosticConsumerSpy()
        var context = makeContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(outcome, .skipped("no hay ningún Chromium instalado (apt-get install chromium-headless-shell)"))
        XCTAssertEqual(diagnostics.received, [.warning(
            .pdfUnavailable,
            "no se creó curso.pdf: no hay ningún Chromium instalado (apt-get install chromium-headless-shell). El sitio se publica sin el PDF."
        )])
    }

    func test_run_printsThePrintPageOfTheStagingFolderToCursoPDFBesideIt() async throws {
        let (sut, printer) = makeSUT()
        let output = BuildOutputSpy()
        var context = makeContext(output: output)

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(printer.jobs, [PDFPrinterSpy.Job(page: output.folder.appendingPathComponent("imprimir.html"), pdf: output.folder.appendingPathComponent("curso.pdf"))])
        XCTAssertEqual(outcome, .done("curso.pdf con chromium"))
    }

    func test_run_printerFails_throwsPDFFailedSoThePreviousSiteStays() async throws {
        let (sut, _) = makeSUT(error: PDFPrintingError("chromium terminó con el código 1: Failed to write file"))
        var context = makeContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(diagnostic(of: error)?.id, .pdfFailed)
        XCTAssertEqual(diagnostic(of: error)?.severity, .error)
        XCTAssertTrue(diagnostic(of: error)?.message.contains("chromium terminó con el código 1: Failed to write file") == true, "\(String(describing: error))")
    }

    func test_run_withoutPrintPage_printsNothing() async throws {
        let (sut, printer) = makeSUT()
        var context = SiteBuildContext.with(output: BuildOutputSpy())

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(printer.jobs, [])
        XCTAssertEqual(outcome, .skipped("sin página para imprimir (--no-print)"))
    }

    // MARK: - Helpers

    private func makeSUT(error: PDFPrintingError? = nil) -> (PrintPDFStep, PDFPrinterSpy) {
        let printer = PDFPrinterSpy(error: error)
        return (PrintPDFStep(request: .on(printer)), printer)
    }

    /// A build that wrote its print page.
    private func makeContext(output: BuildOutputSpy = BuildOutputSpy()) -> SiteBuildContext {
        let context = SiteBuildContext.with(output: output, printAnchors: PrintAnchors(lessons: [lessonPath("a.md")]))
        return context
    }
}

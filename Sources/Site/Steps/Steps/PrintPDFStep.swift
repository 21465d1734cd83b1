import LessonsInterface
public import Localization
public import SiteCore

/// With `--pdf`: prints the print page to `curso.pdf` in the staging folder, before anything is
/// published.
///
/// Like Pagefind's search, the PDF is an extra the site works without: when no Chromium is
/// installed the step is skipped and the site published without it. Unlike search, which is on
/// unless turned off, the PDF was asked for, so that is a warning saying what to install (an
/// error with `--strict`, so CI does not deploy without it unnoticed). Once Chromium is there,
/// the pages already link to the PDF: a PDF it cannot print fails the build, and the previous
/// site, with its PDF, stays as it was.
public struct PrintPDFStep: BuildStep {
    /// No `--pdf`, why the PDF cannot be made (what to install), or the printer.
    public typealias Request = ToolRequest<any PDFPrinting>

    private let request: Request

    public init(request: Request) {
        self.request = request
    }

    public var name: LocalizedText { "Imprimir el PDF" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        switch request {
        case .off:
            return .skipped("sin --pdf")
        case let .unavailable(reason):
            diagnostics.emit(.warning(.pdfUnavailable, "no se creó \(PrintPagePresenter.pdfPath): \(reason). El sitio se publica sin el PDF."))
            return .skipped(reason)
        case let .on(printer):
            guard context.printAnchors != nil else { return .skipped("sin página para imprimir (--no-print)") }
            let output = try context.required(context.output, "la carpeta de salida", by: name)
            do {
                try await printer.printPDF(
                    of: output.folder.appendingPathComponent(PrintPagePresenter.pagePath),
                    to: output.folder.appendingPathComponent(PrintPagePresenter.pdfPath)
                )
            } catch {
                try Task.checkCancellation()
                throw PDFNotPrinted(reason: error.reason)
            }
            return .done("\(PrintPagePresenter.pdfPath) con \(printer.name)")
        }
    }
}

extension DiagnosticID {
    /// `--pdf` without a Chromium to print with: the site is published without the PDF.
    public static let pdfUnavailable = DiagnosticID("pdf-unavailable")
    /// Chromium could not print the PDF the pages link to: the build fails.
    public static let pdfFailed = DiagnosticID("pdf-failed")
}

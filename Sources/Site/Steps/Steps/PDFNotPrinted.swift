import LessonsInterface
import Localization
import SiteCore

/// Chromium ran and gave no PDF.
struct PDFNotPrinted: DiagnosticConvertible {
    let reason: LocalizedText

    var diagnostic: Diagnostic {
        .error(.pdfFailed, "no se pudo imprimir \(PrintPagePresenter.pagePath) en \(PrintPagePresenter.pdfPath): \(reason). El sitio anterior queda como estaba.")
    }
}

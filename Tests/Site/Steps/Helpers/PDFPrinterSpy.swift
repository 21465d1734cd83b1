import Foundation
import SiteCore

/// Records each page it is asked to print and where, and succeeds or fails as the test chose.
final class PDFPrinterSpy: PDFPrinting, @unchecked Sendable {
    struct Job: Equatable {
        let page: URL
        let pdf: URL
    }

    let name = "chromium"
    private let error: PDFPrintingError?
    private let lock = NSLock()
    private var _jobs: [Job] = []

    init(error: PDFPrintingError? = nil) {
        self.error = error
    }

    var jobs: [Job] { lock.withLock { _jobs } }

    func printPDF(of page: URL, to pdf: URL) async throws(PDFPrintingError) {
        lock.withLock { _jobs.append(Job(page: page, pdf: pdf)) }
        if let error { throw error }
    }
}

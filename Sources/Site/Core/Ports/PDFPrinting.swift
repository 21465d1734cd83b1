public import Foundation

/// Prints a written page of the site to a PDF, as a browser's "Guardar como PDF" would.
public protocol PDFPrinting: Sendable {
    /// The printer's name, for the progress line.
    var name: String { get }

    /// Writes `pdf` from the page at `page`, both files of the staging folder. The page may read
    /// the files of its own folder (the site) and nothing else.
    func printPDF(of page: URL, to pdf: URL) async throws(PDFPrintingError)
}

public import Foundation
public import SiteInterface

/// The print page (`imprimir.html`, every lesson on one page) and its PDF (`--pdf`).
public struct PrintOptions: Sendable, Equatable {
    /// Writes the print page; on unless `--no-print`.
    public var printsPage: Bool
    /// Prints the page to `curso.pdf` with headless Chromium (`--pdf`).
    public var pdf: Bool
    /// Seconds Chromium may take to print the PDF before it is stopped (`--pdf-timeout`).
    public var pdfTimeout: TimeInterval
    /// The paper the page is laid out on (`--pdf-paper`); nil follows the site's language.
    public var paper: PaperSize?

    public init(printsPage: Bool = true, pdf: Bool = false, pdfTimeout: TimeInterval = 300, paper: PaperSize? = nil) {
        self.printsPage = printsPage
        self.pdf = pdf
        self.pdfTimeout = pdfTimeout
        self.paper = paper
    }
}

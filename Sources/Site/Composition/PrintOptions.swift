public import Foundation

/// The print page (`imprimir.html`, every lesson on one page) and its PDF (`--pdf`).
public struct PrintOptions: Sendable, Equatable {
    /// Writes the print page; on unless `--no-print`.
    public var printsPage: Bool
    /// Prints the page to `curso.pdf` with headless Chromium (`--pdf`).
    public var pdf: Bool
    /// Seconds Chromium may take to print the PDF before it is stopped (`--pdf-timeout`).
    public var pdfTimeout: TimeInterval

    public init(printsPage: Bool = true, pdf: Bool = false, pdfTimeout: TimeInterval = 300) {
        self.printsPage = printsPage
        self.pdf = pdf
        self.pdfTimeout = pdfTimeout
    }
}

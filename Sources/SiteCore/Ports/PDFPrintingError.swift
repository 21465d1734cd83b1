/// Why the page could not be printed, in the printer's words.
public struct PDFPrintingError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

public import Localization

/// Why the page could not be printed, in the printer's words.
public struct PDFPrintingError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedTextConvertible {
    public let reason: LocalizedText

    public init(_ reason: LocalizedText) {
        self.reason = reason
    }

    public var localizedText: LocalizedText { reason }

    public var description: String { reason.description }
}

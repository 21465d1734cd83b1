public import Localization

/// The paper the print page is laid out on, and so the size of the PDF's pages (`pdf_paper`).
public enum PaperSize: String, Sendable, CaseIterable {
    case a4
    case letter

    /// Where the course is not told: A4 for a Spanish course, as paper is sold where it is read;
    /// US Letter for an English one.
    public static func following(_ language: SiteLanguage) -> PaperSize {
        language == .english ? .letter : .a4
    }

    /// As CSS names it, in `@page { size: … }`.
    public var cssName: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        }
    }
}

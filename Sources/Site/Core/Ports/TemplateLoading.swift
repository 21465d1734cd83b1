public import Localization

/// Reads a site's templates, checking them before any page is written.
public protocol TemplateLoading: Sendable {
    /// Where the templates come from, as the progress line says it (`de Templates/ y del tema integrado`).
    var source: LocalizedText { get }

    /// - Parameter required: templates the site cannot do without.
    /// - Throws: a `TemplateError` naming the file and line of a broken or missing template.
    func load(required: [String]) throws(TemplateError) -> any HTMLRendering

    /// Symbolic links among the course's templates, left out, as the author would name them.
    func skippedLinks() -> [String]
}

extension TemplateLoading {
    public func skippedLinks() -> [String] { [] }
}

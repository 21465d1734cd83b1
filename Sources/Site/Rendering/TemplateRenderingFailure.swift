import Localization

/// Why a page cannot be rendered: a value the templates write that is no text (a struct or a
/// list), a model value of a type the engine does not encode, or partials nested past the limit.
struct TemplateRenderingFailure: Error, Equatable {
    let reason: LocalizedText
    /// The partial or fragment's template it happened in; nil for the page's own template.
    var template: String?

    init(_ reason: LocalizedText, template: String? = nil) {
        self.reason = reason
        self.template = template
    }
}

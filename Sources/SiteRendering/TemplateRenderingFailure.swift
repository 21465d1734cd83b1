import Localization

/// Why a page cannot be rendered: a value the templates write that is no text (a struct or a
/// list), a model value of a type the engine does not encode, or partials nested past the limit.
struct TemplateRenderingFailure: Error, Equatable {
    let reason: LocalizedText

    init(_ reason: LocalizedText) {
        self.reason = reason
    }
}

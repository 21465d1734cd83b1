/// Renders a page model into HTML with a named template.
///
/// Models are `Encodable`: the renderer reads their fields through the code the compiler
/// writes for `encode(to:)`, which is both fast and free of any template library in the models.
public protocol HTMLRendering: Sendable {
    func render(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> String
}

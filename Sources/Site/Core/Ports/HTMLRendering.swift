/// Renders a page model into HTML with a named template: the port every page-writing step uses.
///
/// Models are `Encodable` plain structs: a renderer reads their fields through the code the
/// compiler writes for `encode(to:)`, so no template library reaches into the models. The page
/// comes back as the bytes its file is written with.
public protocol HTMLRendering: Sendable {
    func render(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> HTML
}

/// Renders a page model into HTML with a named template.
public protocol HTMLRendering: Sendable {
    func render(_ model: any Sendable, template: String) throws(TemplateError) -> String
}

import Localization

/// Every template, parsed once, and the pages rendered from them.
///
/// Shared by the pages rendered on every core: the templates are only read, and the caches it
/// holds take their own locks.
struct CompiledTemplateLibrary: Sendable {
    let templates: [String: CompiledTemplate]
    private let fragments: CompiledFragmentCache
    private let recurring = RecurringModelCache()
    private let roles = ModelTypeRoles()
    private let limits: RenderingLimits

    init(templates: [String: CompiledTemplate], limits: RenderingLimits = .site) {
        self.templates = templates
        self.limits = limits
        fragments = CompiledFragmentCache(templates: templates, limits: limits)
    }

    /// The page's bytes; nil for a name no template has.
    func render(_ model: some Encodable, template name: String) throws(TemplateRenderingFailure) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        let root: TemplateValue
        do {
            root = try TypedTemplateEncoder(fragments: fragments, recurring: recurring, roles: roles).encode(model)
        } catch let failure as TemplateRenderingFailure {
            throw failure
        } catch {
            throw TemplateRenderingFailure(LocalizedText(verbatim: "\(error)"))
        }
        return try CompiledTemplateRenderer.render(template, root: root, templates: templates, limits: limits)
    }
}

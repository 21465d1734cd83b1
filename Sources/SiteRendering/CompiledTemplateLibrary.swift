/// Every template the compiled engine renders, parsed once, and the reason each other one is left
/// to swift-mustache.
///
/// A template falls back when `CompiledTemplateParser` does not support something in it, and so
/// does every template that uses it as a partial or a parent, since a page renders its partials
/// with the engine it is rendered with. A name no template has renders nothing in both engines.
struct CompiledTemplateLibrary: Sendable {
    let templates: [String: CompiledTemplate]
    /// Why each template outside `templates` falls back.
    let fallbacks: [String: String]
    private let fragments: CompiledFragmentCache
    private let recurring = RecurringModelCache()
    private let roles = ModelTypeRoles()

    /// - Parameters:
    ///   - sources: every template's text by name, all parsed by swift-mustache without error.
    ///   - referenceFragments: the cache of swift-mustache's pages, for fragments it renders.
    init(sources: [String: String], referenceFragments: FragmentCache) {
        var templates: [String: CompiledTemplate] = [:]
        var fallbacks: [String: String] = [:]
        for (name, text) in sources {
            do {
                templates[name] = try CompiledTemplateParser.parse(text)
            } catch {
                fallbacks[name] = error.reason
            }
        }
        var changed = true
        while changed {
            changed = false
            for (name, template) in templates {
                if let uncompiled = template.references.sorted().first(where: { fallbacks[$0] != nil }) {
                    templates[name] = nil
                    fallbacks[name] = "uses \(uncompiled), which falls back"
                    changed = true
                }
            }
        }
        self.templates = templates
        self.fallbacks = fallbacks
        fragments = CompiledFragmentCache(templates: templates, reference: referenceFragments)
    }

    /// The page, or why it is left to swift-mustache: a template not compiled, a model with a value
    /// the compiled engine does not encode (or that fails to encode: swift-mustache's path reports
    /// it), or a lookup swift-mustache answers by reflection.
    func render(_ model: some Encodable, template name: String) throws(CompiledRenderingFallback) -> [UInt8] {
        guard let template = templates[name] else {
            throw CompiledRenderingFallback(fallbacks[name] ?? "template \(name) is not compiled")
        }
        let root: TemplateValue
        do {
            root = try TypedTemplateEncoder(fragments: fragments, recurring: recurring, roles: roles).encode(model)
        } catch let fallback as CompiledRenderingFallback {
            throw fallback
        } catch {
            throw CompiledRenderingFallback("the model does not encode: \(error)")
        }
        return try CompiledTemplateRenderer.render(template, root: root, templates: templates)
    }
}

/// Which engine renders the templates.
///
/// swift-mustache is the template language authors edit and the reference; the compiled engine
/// renders the same templates with the same output, several times faster, and hands every
/// template or model it is not sure of back to swift-mustache.
public enum TemplateEngine: Sendable {
    /// Templates compiled once into our own tree and rendered into bytes; swift-mustache renders
    /// only what falls outside the subset the compiled engine is tested against it on.
    case compiled
    /// swift-mustache for every page: the reference, to compare a whole site against.
    case swiftMustache
    /// The compiled engine alone: a page it would hand to swift-mustache fails instead, saying
    /// why, so a comparison with `.swiftMustache` cannot pass by comparing swift-mustache with itself.
    case compiledOnly
}

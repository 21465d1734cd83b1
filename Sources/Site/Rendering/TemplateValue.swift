/// A model value as the templates read it, typed, so a lookup is a `switch` instead of dynamic
/// casts of `Any`.
enum TemplateValue: Sendable {
    case string(String)
    /// Markup (`HTML`), kept as its bytes.
    case html([UInt8])
    case bool(Bool)
    case int(Int)
    /// An encoded struct (a keyed container).
    case fields(TemplateObject)
    /// An encoded array (an unkeyed container).
    case items(TemplateList)
    /// A `RepeatedFragment`, rendered once per build.
    case fragment(CompiledFragment)
}

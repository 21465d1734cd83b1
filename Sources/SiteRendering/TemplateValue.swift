/// A model value as the compiled engine reads it: what `TemplateEncoder` makes of a model for
/// swift-mustache, typed, so a lookup is a `switch` instead of dynamic casts of `Any`.
enum TemplateValue: Sendable {
    case string(String)
    /// Markup (`HTML`), kept as its bytes: what swift-mustache reads as the text it encodes to.
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

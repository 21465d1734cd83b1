/// A `RepeatedFragment` as rendered once per build for the compiled engine: `{{{.}}}` writes its
/// markup; its fields stay readable by name, as `RenderedFragment`'s are for swift-mustache.
struct CompiledFragment: Sendable {
    let html: [UInt8]
    let fields: TemplateObject
}

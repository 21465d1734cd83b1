/// A `RepeatedFragment` as rendered once per build: `{{{.}}}` writes its markup; its fields stay
/// readable by name (`{{title}}`).
struct CompiledFragment: Sendable {
    let html: [UInt8]
    let fields: TemplateObject
}
